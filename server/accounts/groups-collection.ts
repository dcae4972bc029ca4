/** Business units (事业部); ids match the group tree and the users' memberships. */
import { daysBefore, formatLocalDateTime } from '../db/clock.js';
import { BUSINESS_GROUPS } from '../users/business-groups.js';
import { CREATED_AT_RANGE, mobileField, remarkField, statusField, systemCodeField } from '../records/common-fields.js';
import type { CollectionSpec } from '../records/types.js';

export const groupsCollection: CollectionSpec = {
  name: 'groups',
  path: '/system/groups',
  ownership: { rule: 'platformOnly' },
  fields: {
    name: { type: 'string', minLength: 1, maxLength: 30, filter: 'like' },
    code: systemCodeField(),
    leader: { type: 'string', maxLength: 20, filter: 'like' },
    phone: mobileField('like'),
    status: statusField(),
    remark: remarkField(),
  },
  required: ['name', 'code'],
  unique: [
    { field: 'name', message: '事业部名称已存在' },
    { field: 'code', message: '事业部编码已存在' },
  ],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ now }) =>
    BUSINESS_GROUPS.map((group, index) => {
      const { id, ...data } = group;
      return { id, data, created_at: formatLocalDateTime(daysBefore(now, 200 - index * 15, 10 * 60 + index * 7)) };
    }),
};
