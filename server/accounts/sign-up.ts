/** A company signs up: its main account (signing in with the phone number), profile and activation link. */
import { hashPassword } from '../users/passwords.js';
import { SYSTEM_NAME } from '../system/system-state.js';
import { groupRef } from '../users/business-groups.js';
import type { AppCode, MenuRole } from '../users/demo-users.js';
import type { UserRecord, UserStore } from '../users/user-store.js';
import { ACTIVATION_PATH } from './account-messages.js';
import type { AccountServices } from './account-services.js';
import type { AccountType } from './company-profiles.js';

export interface SignUp {
  company_name: string;
  contact_name: string;
  phone: string;
  password: string;
  account_type: AccountType;
}

/** The app a new account works in and the menu role it gets, by account type (core spec §1). */
const APP_CODES: Readonly<Record<AccountType, AppCode>> = { servicer: 'BANG', consignor: 'DA', delivery: 'PAI' };
const MENU_ROLES: Readonly<Record<AccountType, MenuRole>> = { servicer: 'servicer', consignor: 'consignor', delivery: 'delivery' };
/** New companies start in the first business unit and on the standard edition. */
const SIGN_UP_GROUP_ID = 1;
const SIGN_UP_EDITION = 'STANDARD';
/**
 * A company's main account sees the amounts of its own records: the fee-display code of its edition
 * (core spec §6), as the demo main accounts hold them. Its sub-accounts get theirs from the company.
 */
const MAIN_ACCOUNT_PERMISSIONS: Readonly<Record<AccountType, readonly string[]>> = {
  servicer: ['BANG_FEE_SHOW', 'BANG_BZ_FEE_SHOW_WAYBILL'],
  consignor: ['DA_FEE_SHOW'],
  delivery: ['PAI_N_FEE_SHOW'],
};

/** Whether the phone number already signs in or belongs to an account. */
export function isPhoneRegistered(users: UserStore, phone: string): boolean {
  return users.findByPhone(phone) !== undefined;
}

/**
 * Creates the account and its profile in one transaction, so no signed-up account is ever without one:
 * an account without a profile counts as set up by the platform, approved (authz/company-review-gate.ts).
 * The activation link goes out by short message once both are stored.
 */
export async function signUp(users: UserStore, services: AccountServices, request: SignUp): Promise<UserRecord> {
  const passwordHash = await hashPassword(request.password);
  const { user, code } = services.transaction(() => {
    const created = users.insertMainAccount({
      username: request.phone,
      password_hash: passwordHash,
      nickname: request.contact_name,
      phone: request.phone,
      app_code: APP_CODES[request.account_type],
      main_type: request.account_type,
      role: MENU_ROLES[request.account_type],
      subscribe_version: SIGN_UP_EDITION,
      groups: [groupRef(SIGN_UP_GROUP_ID)],
      permissions: MAIN_ACCOUNT_PERMISSIONS[request.account_type],
    });
    services.profiles.create(created.id, request.account_type, request.company_name, request.contact_name);
    return { user: created, code: services.activations.issue(created.id) };
  });
  services.outbox({
    phone: user.phone,
    text: `【${SYSTEM_NAME}】${request.company_name}的账号已注册，请打开 ${ACTIVATION_PATH}?code=${code} 激活账号，7天内有效。`,
  });
  return user;
}
