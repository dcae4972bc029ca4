/**
 * Sub-accounts (子账号) of the caller's main account. Rows are owner-scoped: the servicer and its
 * staff (cs, supervisor, finance) see the servicer's sub-users, the admin sees the platform's.
 * The generic routes only list, read and export them (the sub-user picker reads them too); creates,
 * edits, status changes and deletes go through server/accounts/sub-account-routes.ts, which keep the
 * company's sub-account limit and the logins of the sub-accounts that are login users.
 */
import { daysBefore, formatLocalDateTime } from '../db/clock.js';
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import type { Random } from '../fake-data/prng.js';
import { demoUser } from '../users/demo-users.js';
import { CREATED_AT_RANGE, MOBILE_PATTERN, remarkField, statusField } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';

/** Sub-users that are not demo login users get ids from here on. */
const GENERATED_USER_ID_BASE = 10_000;

const SERVICER_STAFF: ReadonlyArray<readonly [username: string, roleName: string]> = [
  ['sd_diaodu01', '调度员'], ['sd_diaodu02', '调度员'], ['sd_kefu02', '客服专员'], ['sd_cangguan01', '仓库管理员'], ['sd_kefu03', '客服专员'],
];
const PLATFORM_STAFF: ReadonlyArray<readonly [username: string, roleName: string]> = [
  ['yy_zhaoyang', '运营专员'], ['yy_linfang', '运营专员'], ['yy_xuming', '运营专员'], ['sh_gaojing', '审核专员'],
  ['sh_tangjie', '审核专员'], ['cw_hehua', '财务专员'], ['kf_luoyan', '客服专员'], ['kf_songtao', '客服专员'],
];

function generatedStaff(
  random: Random, now: Date, owner: number, staff: typeof SERVICER_STAFF, firstUserId: number, dayOffset: number,
): SeedRecord[] {
  return staff.map(([username, role_name], index) => {
    const enabled = random.chance(0.85);
    return {
      owner_id: owner,
      data: {
        user_id: firstUserId + index, username, nickname: personName(random), phone: mobilePhone(random), role_name,
        status: enabled ? 1 : 0, remark: enabled ? '' : '账号已冻结',
      },
      created_at: formatLocalDateTime(daysBefore(now, dayOffset - index * 9, random.int(9 * 60, 18 * 60))),
    };
  });
}

export const subUsersCollection: CollectionSpec = {
  name: 'sub_users',
  path: '/user/sub_user',
  ownership: { rule: 'company' },
  fields: {
    username: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]{1,19}$', filter: 'like', label: '子账号' },
    nickname: { type: 'string', minLength: 1, maxLength: 20, filter: 'like', label: '姓名' },
    phone: { type: 'string', pattern: MOBILE_PATTERN, filter: 'like', label: '手机号' },
    role_name: { type: 'string', maxLength: 20, filter: 'eq', label: '角色' },
    status: { ...statusField(), label: '状态' },
    remark: { ...remarkField(), label: '备注' },
  },
  required: ['username', 'nickname', 'phone'],
  unique: [{ field: 'username', message: '登录账号已存在' }],
  extraFilters: { ...CREATED_AT_RANGE, user_ids: { kind: 'in', fields: ['user_id'], valueType: 'integer' } },
  ownerScoped: true,
  readOnly: true,
  // The picker reads user_id; sub-users created here are not login users, so they get ids of their own.
  generateOnCreate: (id) => ({ user_id: GENERATED_USER_ID_BASE + 500 + id }),
  seed: ({ random, now }) => {
    const servicer = demoUser('servicer');
    const staffOfServicer: SeedRecord[] = ['cs', 'supervisor', 'finance'].map((username, index) => {
      const user = demoUser(username);
      return {
        owner_id: servicer.id,
        data: {
          user_id: user.id, username: user.username, nickname: user.nickname, phone: user.phone, role_name: user.role_name,
          status: 1, remark: '演示账号',
        },
        created_at: formatLocalDateTime(daysBefore(now, 90 - index * 3, 9 * 60 + index * 20)),
      };
    });
    // The platform's rows come first, so the admin's detail screens find record 1.
    const platform = generatedStaff(random, now, demoUser('admin').id, PLATFORM_STAFF, GENERATED_USER_ID_BASE + 101, 100);
    return [...platform, ...staffOfServicer, ...generatedStaff(random, now, servicer.id, SERVICER_STAFF, GENERATED_USER_ID_BASE + 1, 80)];
  },
};
