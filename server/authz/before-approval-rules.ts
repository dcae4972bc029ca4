/**
 * What a company that signed up itself may call before the platform has approved its details (company
 * review, audit status APPROVED): the review pages (/register2, /edit-company, /examining) and the
 * session. Every other signed-in call of its accounts, the main account's and its sub-accounts', is
 * refused by the review gate (company-review-gate.ts) with 企业资料审核通过后才能使用此功能.
 *
 * The public routes (sign-up, login, logout, token refresh, activation, password reset; see
 * auth/public-routes.ts) need no token and never reach the gate. A route listed here still needs the
 * authorization of authz-hook.ts: this table only narrows what an unapproved company may call.
 * Routes are written as Fastify registers them; parameters match by position (route-key.ts).
 */
import type { ExplicitRule } from './explicit-rules.js';

export type BeforeApprovalRule = Pick<ExplicitRule, 'methods' | 'route' | 'prefix' | 'why'>;

export const BEFORE_APPROVAL_RULES: readonly BeforeApprovalRule[] = [
  // Session essentials.
  { methods: ['GET'], route: '/api/user/users/getUserInfo', why: 'the signed-in account' },
  { methods: ['GET'], route: '/api/user/users/getUserByToken', why: 'the signed-in account' },
  { methods: ['GET'], route: '/api/user/group/getMenuPermissionByToken', why: 'menu of the shell, which draws the review pages' },
  { methods: ['POST'], route: '/api/user/users/updatePassword', why: 'password change' },

  // The company details and their review.
  { methods: ['POST'], route: '/api/user/users/dataComplete', why: 'submits the details (register2, edit-company)' },
  { methods: ['GET'], route: '/api/user/audit/company', why: 'the details to prefill (register2, edit-company) and the review status (examining)' },
  { methods: ['GET'], route: '/api/file/image/policy', why: 'business licence upload' },
  { methods: ['POST'], route: '/api/file/image/upload', why: 'business licence upload' },
  { methods: ['GET'], route: '/api/file/image/download', why: 'the uploaded business licence shown on the form' },
  { methods: ['GET'], route: '/api/map/area/', prefix: true, why: 'address widget (shared area data)' },
  { methods: ['GET'], route: '/api/map/help/areas_version', why: 'address widget cache' },
  { methods: ['GET'], route: '/api/config/item/getConfigItemList', why: 'option lists of the forms (shared config items)' },
];
