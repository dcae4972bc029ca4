// @vitest-environment node
/**
 * The company review gate on the real server with the real descriptors: until the platform approves a
 * signed-up company's details, its accounts reach only the review pages' calls and the session; every
 * other call is refused with 403 企业资料审核通过后才能使用此功能. A decision applies from the next call.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../server/accounts/account-messages.js';
import type { AccountServices } from '../../../server/accounts/account-services.js';
import { ActivationCodeStore } from '../../../server/accounts/activation-codes.js';
import { signUp } from '../../../server/accounts/sign-up.js';
import { ruleMatches } from '../../../server/authz/authorizer.js';
import { BEFORE_APPROVAL_RULES } from '../../../server/authz/before-approval-rules.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { UserStore } from '../../../server/users/user-store.js';
import { copySeededTemplate } from './db-templates.js';
import { COMPANY_DETAILS, collectingOutbox, freshPhone, registerCompany } from './sign-up-fixtures.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

const GATE_MSG = '企业资料审核通过后才能使用此功能';
const SCREENS = join(process.cwd(), 'screens');

/** Business calls a service provider's menu allows once approved (method, path, body). */
const BUSINESS_CALLS: ReadonlyArray<readonly [string, string, unknown?]> = [
  ['GET', '/api/order/waybills'],
  ['GET', '/api/resource/transporters'],
  ['GET', '/api/user/users/getCumulative'],
  ['GET', '/api/user/user_subscription/check'],
];

let ts: TestServer;
let admin: string;
beforeAll(async () => {
  // The real screens: a signed-up service provider's menu reaches the business calls once approved.
  const dir = mkdtempSync(join(tmpdir(), 'review-gate-'));
  const dbFile = join(dir, 'app.db');
  await copySeededTemplate(dbFile, SCREENS);
  ts = await startTestServer({ dbFile, screensDir: SCREENS, outbox: collectingOutbox().send }, dir);
  admin = (await login(ts.url, 'admin')).token;
}, 120_000);
afterAll(async () => {
  await ts?.stop();
});

let warehouseSerial = 0;
/** A new warehouse with a name and code of its own. */
function newWarehouse(): Record<string, unknown> {
  warehouseSerial += 1;
  const tag = `${String(Date.now()).slice(-6)}${warehouseSerial}`;
  return { name: `审核测试仓${tag}`, code: `GT-${tag}`, contact: '王建军', phone: '13912345678', address: '上海市浦东新区张江路88号' };
}

async function businessAnswers(token: string) {
  const answers = [];
  for (const [method, path, body] of [...BUSINESS_CALLS, ['POST', '/api/warehouse/warehouses', newWarehouse()] as const]) {
    const { status, body: reply } = await call(ts.url, path, { method, token, body });
    answers.push({ call: `${method} ${path}`, status, msg: reply?.msg as unknown });
  }
  return answers;
}

function expectGated(answers: Awaited<ReturnType<typeof businessAnswers>>): void {
  for (const answer of answers) expect(answer, answer.call).toEqual({ call: answer.call, status: 403, msg: GATE_MSG });
}

function expectPassed(answers: Awaited<ReturnType<typeof businessAnswers>>): void {
  for (const answer of answers) {
    expect(answer.msg, answer.call).not.toBe(GATE_MSG);
    expect(answer.status, `${answer.call}: ${String(answer.msg)}`).toBe(200);
  }
}

const decide = (userId: number, body: unknown) =>
  call(ts.url, `/api/user/audit/${userId}`, { method: 'PUT', token: admin, body });

describe('company review gate', () => {
  it('keeps the message with the other account messages', () => {
    expect(ACCOUNT_MESSAGES.companyNotApproved).toBe(GATE_MSG);
  });

  it('refuses a fresh sign-up every business call with 403 and the gate\'s message, in the usual envelope', async () => {
    const { token } = await registerCompany(ts.url);
    expectGated(await businessAnswers(token));
    const { status, body } = await call(ts.url, '/api/order/waybills', { token });
    expect(status).toBe(403);
    expect(body).toEqual({ code: '403', msg: GATE_MSG });
    // Creating sub-accounts is business too, and platform administration says the same.
    for (const [method, path, payload] of [
      ['POST', '/api/user/sub_user', { username: `gate${freshPhone().slice(-6)}`, nickname: '孙强', phone: freshPhone() }],
      ['POST', '/api/system/roles', { name: 'x', code: 'X', app_code: 'OSS' }],
      ['GET', '/api/notify/history', undefined],
    ] as const) {
      const answer = await call(ts.url, path, { method, token, body: payload });
      expect([answer.status, answer.body?.msg], `${method} ${path}`).toEqual([403, GATE_MSG]);
    }
  });

  it('lets a fresh sign-up reach the review pages and the session: details, review status, upload, user info, menu, logout', async () => {
    const { token } = await registerCompany(ts.url);
    const reads = [
      '/api/user/audit/company',
      '/api/user/users/getUserInfo',
      '/api/user/users/getUserByToken',
      '/api/user/group/getMenuPermissionByToken?app_code=BANG',
      '/api/file/image/policy',
      '/api/map/area/three_level_address',
      '/api/map/help/areas_version',
      '/api/config/item/getConfigItemList',
    ];
    for (const path of reads) {
      const { status, body } = await call(ts.url, path, { token });
      expect([status, body.code], path).toEqual([200, '0']);
    }
    // The password change is reached (its own answer, not the gate's).
    const password = await call(ts.url, '/api/user/users/updatePassword', {
      method: 'POST', token, body: { old_password: 'not-mine', password: 'changed99' },
    });
    expect([password.status, password.body.msg]).toEqual([400, '原密码错误']);
    const saved = await call(ts.url, '/api/user/users/dataComplete', { method: 'POST', token, body: COMPANY_DETAILS });
    expect(saved.body).toMatchObject({ code: '0', data: { audit_status: 'PENDING' } });
    const logout = await call(ts.url, '/api/login/logout', { method: 'POST', token, body: {} });
    expect(logout.body.code).toBe('0');
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token })).status).toBe(401);
  });

  it('keeps a PENDING and a REJECTED company gated, and lets it through from the call after approval', async () => {
    const { token, userId } = await registerCompany(ts.url);
    await call(ts.url, '/api/user/users/dataComplete', { method: 'POST', token, body: COMPANY_DETAILS });
    expectGated(await businessAnswers(token));
    expect((await decide(userId, { status: 'REJECTED', reason: '营业执照照片不清晰' })).body.code).toBe('0');
    expectGated(await businessAnswers(token));
    // Still able to see why and to send the details again.
    expect((await call(ts.url, '/api/user/audit/company', { token })).body.data).toMatchObject({ audit_status: 'REJECTED' });
    await call(ts.url, '/api/user/users/dataComplete', { method: 'POST', token, body: COMPANY_DETAILS });
    expect((await decide(userId, { status: 'APPROVED' })).body.code).toBe('0');
    // The same token, the next call: no new login needed.
    expectPassed(await businessAnswers(token));
  });

  it('follows a decision taken on the 资质审核 screens, either way, from the next call', async () => {
    const { token, phone } = await registerCompany(ts.url);
    await call(ts.url, '/api/user/users/dataComplete', { method: 'POST', token, body: COMPANY_DETAILS });
    const record = (await call(ts.url, `/api/basic/qualification-audits?phone=${phone}`, { token: admin })).body.data.list[0];
    const setStatus = (status: string, remark = '') =>
      call(ts.url, `/api/basic/qualification-audits/${String(record.id)}`, { method: 'PUT', token: admin, body: { status, audit_remark: remark } });
    expect((await setStatus('APPROVED')).body.code).toBe('0');
    expectPassed(await businessAnswers(token));
    expect((await setStatus('REJECTED', '信用代码与执照不符')).body.code).toBe('0');
    expectGated(await businessAnswers(token));
  });

  it('gates a sub-account of an unapproved company like its main account, and lets it through with it', async () => {
    const { token, userId } = await registerCompany(ts.url);
    // No call makes a sub-account that signs in (sub_user rows are records, and creating one is gated);
    // one is put in as the demo cs is, a login of the company's.
    const username = `sub${freshPhone().slice(-7)}`;
    const main = ts.server.context.users.findById(userId);
    ts.server.context.db
      .prepare(
        `INSERT INTO users (username, password_hash, nickname, phone, app_code, main_type, role, status, is_main_user,
           main_user_id, main_name, main_phone, servicer_id, resource_id, subscribe_version, groups_json, permissions_json)
         SELECT ?, password_hash, '孙强', ?, app_code, main_type, 'customer_service', 1, 0,
           main_user_id, main_name, main_phone, servicer_id, resource_id, subscribe_version, groups_json, '[]'
         FROM users WHERE id = ?`,
      )
      .run(username, freshPhone(), userId);
    expect(main?.main_user_id).toBe(userId);
    const signIn = await call(ts.url, '/api/login/login', { method: 'POST', body: { username, password: 'secret88' } });
    expect(signIn.body.code).toBe('0');
    const subToken = String(signIn.body.data.token);
    const waybills = await call(ts.url, '/api/order/waybills', { token: subToken });
    expect([waybills.status, waybills.body.msg]).toEqual([403, GATE_MSG]);
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token: subToken })).status).toBe(200);
    await call(ts.url, '/api/user/users/dataComplete', { method: 'POST', token, body: COMPANY_DETAILS });
    await decide(userId, { status: 'APPROVED' });
    const after = await call(ts.url, '/api/order/waybills', { token: subToken });
    expect([after.status, after.body.code]).toEqual([200, '0']);
  });

  it('leaves the demo accounts (set up by the platform, no company profile) and an approved company alone', async () => {
    for (const username of ['servicer', 'cs']) {
      const { token } = await login(ts.url, username);
      const { status, body } = await call(ts.url, '/api/order/waybills', { token });
      expect([status, body.code], username).toEqual([200, '0']);
    }
  });
});

describe('the before-approval table', () => {
  it('names only routes the server has, each with a reason', () => {
    const routes = ts.server.apiRoutes.map((entry) => entry.split(' ') as [string, string]);
    for (const rule of BEFORE_APPROVAL_RULES) {
      expect(rule.why.trim(), rule.route).not.toBe('');
      for (const method of rule.methods) {
        expect(routes.some(([m, route]) => m === method && ruleMatches(rule, m, route)), `${method} ${rule.route}`).toBe(true);
      }
    }
  });
});

describe('sign-up', () => {
  it('stores the account and its company profile together or not at all, so no sign-up passes as set up by the platform', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sign-up-atomic-'));
    const { db } = openDatabase(join(dir, 'app.db'));
    try {
      const users = new UserStore(db);
      const services = {
        profiles: { create: () => { throw new Error('disk full'); } },
        activations: new ActivationCodeStore(db),
        outbox: () => undefined,
        transaction: <T>(work: () => T): T => db.transaction(work)(),
      } as unknown as AccountServices;
      const phone = freshPhone();
      await expect(signUp(users, services, { company_name: '顺达物流', contact_name: '王建军', phone, password: 'secret88', account_type: 'servicer' }))
        .rejects.toThrow('disk full');
      expect(users.findByUsername(phone)).toBeUndefined();
    } finally {
      db.close();
    }
  });
});
