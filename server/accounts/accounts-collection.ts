/** Accounts (账号管理): the admin's view of staff accounts; it does not drive login. */
import { daysBefore, formatLocalDateTime } from '../db/clock.js';
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { BUSINESS_GROUPS } from '../users/business-groups.js';
import { DEMO_USERS } from '../users/demo-users.js';
import {
  appCodeField, CREATED_AT_RANGE, DATETIME_PATTERN, MOBILE_PATTERN, remarkField, statusField,
} from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { SEED_ROLES } from './roles-collection.js';

/** Username prefixes (pinyin of the job) for the generated staff, by role code. */
const USERNAME_PREFIX: Readonly<Record<string, string>> = {
  OPERATION_STAFF: 'yunying', CUSTOMER_SERVICE: 'kefu', AFTER_SALES_SUPERVISOR: 'shouhou', FINANCE_STAFF: 'caiwu',
  DISPATCHER: 'diaodu', WAREHOUSE_KEEPER: 'cangguan', STATION_MANAGER: 'wangdian', DRIVER: 'siji', INSTALLER: 'anzhuang',
  MERCHANT_SERVICE: 'sjkefu', MERCHANT_FINANCE: 'sjcaiwu',
};
const GENERATED_STAFF = 30;

export const accountsCollection: CollectionSpec = {
  name: 'accounts',
  path: '/system/accounts',
  ownership: { rule: 'platformOnly' },
  fields: {
    username: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]{3,19}$', filter: 'like' },
    nickname: { type: 'string', minLength: 1, maxLength: 20, filter: 'like' },
    phone: { type: 'string', pattern: MOBILE_PATTERN, filter: 'like' },
    role_code: { type: 'string', maxLength: 40, filter: 'eq' },
    role_name: { type: 'string', maxLength: 20, filter: 'like' },
    group_name: { type: 'string', maxLength: 30, filter: 'eq' },
    app_code: appCodeField(),
    status: statusField(),
    last_login_at: { type: 'string', pattern: DATETIME_PATTERN, filter: 'range' },
    remark: remarkField(),
  },
  required: ['username', 'nickname', 'phone'],
  unique: [{ field: 'username', message: '登录账号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const records: SeedRecord[] = DEMO_USERS.map((user, index) => ({
      data: {
        username: user.username, nickname: user.nickname, phone: user.phone, role_code: user.role_code,
        role_name: user.role_name, group_name: user.groups[0]?.name ?? '', app_code: user.app_code, status: 1,
        last_login_at: formatLocalDateTime(daysBefore(now, index % 3, 8 * 60 + index * 11)), remark: '演示账号',
      },
      created_at: formatLocalDateTime(daysBefore(now, 180 - index, 9 * 60)),
    }));
    const staffRoles = SEED_ROLES.filter(([, code]) => USERNAME_PREFIX[code] !== undefined);
    const counters = new Map<string, number>();
    for (let i = 0; i < GENERATED_STAFF; i += 1) {
      const [roleName, roleCode, appCode] = random.pick(staffRoles);
      const prefix = USERNAME_PREFIX[roleCode] ?? 'staff';
      const serial = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, serial);
      const enabled = random.chance(0.9);
      records.push({
        data: {
          username: `${prefix}${String(serial).padStart(2, '0')}`, nickname: personName(random), phone: mobilePhone(random),
          role_code: roleCode, role_name: roleName, group_name: random.pick(BUSINESS_GROUPS).name, app_code: appCode,
          status: enabled ? 1 : 0,
          last_login_at: formatLocalDateTime(daysBefore(now, random.int(0, 40), random.int(7 * 60, 21 * 60))),
          remark: enabled ? '' : '已离职',
        },
        created_at: formatLocalDateTime(daysBefore(now, 170 - i * 5, random.int(8 * 60, 19 * 60))),
      });
    }
    return records;
  },
};
