// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS, collectingOutbox, creditCode, freshPhone, registerCompany } from './sign-up-fixtures.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

const outbox = collectingOutbox();
/** The real qualification audit screens, so the server derives the 资质审核 collection as in the app. */
const auditScreens = Object.fromEntries(
  ['audit-index.json', 'audit-form.json'].map((file) => [
    `basic-data/${file}`,
    JSON.parse(readFileSync(join(process.cwd(), 'screens', 'basic-data', file), 'utf8')) as unknown,
  ]),
);
const publicScreens = {
  'public/register.json': { path: '/register', title: '企业注册', kind: 'custom', renderer: 'x' },
  'public/examining.json': { path: '/examining', title: '资料审核中', kind: 'custom', renderer: 'x' },
};

let ts: TestServer;
let admin: string;
beforeAll(async () => {
  ts = await startTestServer({ outbox: outbox.send }, undefined, { ...auditScreens, ...publicScreens });
  admin = (await login(ts.url, 'admin')).token;
});
afterAll(async () => {
  await ts.stop();
});

const post = (path: string, body: unknown, token?: string) => call(ts.url, path, { method: 'POST', body, token });

describe('POST /user/users/createUser', () => {
  it('signs a company up without a token and answers like a login', async () => {
    const phone = freshPhone();
    const { body } = await registerCompany(ts.url, phone, 'consignor');
    expect(body).toMatchObject({ code: '0', msg: '注册成功' });
    expect(body.data.token).toBe(body.data.access_token);
    expect(typeof body.data.refresh_token).toBe('string');
    expect(body.data.user).toMatchObject({ uname: phone, name: '王建军', expend: { app_code: 'DA', main_type: 'consignor', is_main_user: true } });
    const info = await call(ts.url, '/api/user/users/getUserInfo', { token: body.data.token });
    expect(info.body.data).toMatchObject({ username: phone, app_code: 'DA', main_user_id: body.data.user.id });
    // The new account signs in with its phone number and password.
    const again = await post('/api/login/login', { username: phone, password: 'secret88' });
    expect(again.body.code).toBe('0');
  });

  it('refuses a phone number that is already registered, a demo account\'s or a new one\'s', async () => {
    const { phone } = await registerCompany(ts.url);
    for (const taken of [phone, '13916882017']) {
      const { status, body } = await post('/api/user/users/createUser', {
        company_name: '重复公司', contact_name: '李四', phone: taken, password: 'secret88', account_type: 'servicer',
      });
      expect(status).toBe(400);
      expect(body).toEqual({ code: '400', msg: '该手机号已注册' });
    }
  });

  it('validates the body with readable messages', async () => {
    const valid = { company_name: '顺达物流', contact_name: '王建军', phone: freshPhone(), password: 'secret88', account_type: 'servicer' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, phone: '12345' }, '参数错误：手机号 格式不正确'],
      [{ ...valid, password: '123' }, '参数错误：登录密码 长度不能少于 6 个字符'],
      [{ ...valid, account_type: 'admin' }, '参数错误：账号类型 应为以下值之一：servicer, consignor, delivery'],
      [{ ...valid, company_name: undefined }, '参数错误：缺少必填字段 企业名称'],
      [{ ...valid, confirm_password: 'secret88' }, '参数错误：不支持的字段 confirm_password'],
    ];
    for (const [body, msg] of cases) {
      const answer = await post('/api/user/users/createUser', body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(msg);
    }
  });

  it('sends an activation link that activates the account once', async () => {
    const { phone } = await registerCompany(ts.url);
    const message = outbox.messages.find((m) => m.phone === phone);
    const code = /\/active-entry\?code=([\w-]+)/.exec(message?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const first = await post('/api/user/users/activateAccount', { code });
    expect(first.body).toEqual({ code: '0', msg: '账号已激活', data: { username: phone } });
    for (const wrong of [code, 'not-a-code']) {
      const again = await post('/api/user/users/activateAccount', { code: wrong });
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe('激活链接无效或已过期');
    }
  });
});

describe('login of a self-registered company', () => {
  it('carries the review status, which accounts set up by the platform do not have', async () => {
    const { phone, token, body } = await registerCompany(ts.url);
    expect(body.data.user.expend.audit_status).toBe('UNSUBMITTED');
    await post('/api/user/users/dataComplete', COMPANY_DETAILS, token);
    const again = await post('/api/login/login', { username: phone, password: 'secret88' });
    expect(again.body.data.user.expend.audit_status).toBe('PENDING');
    const demo = await post('/api/login/login', { username: 'servicer', password: 'demo1234' });
    expect(demo.body.data.user.expend).not.toHaveProperty('audit_status');
  });
});

describe('GET /user/users/isServicerRegist', () => {
  it('answers whether a phone number is registered, and only that: a taken one with the refusal createUser gives', async () => {
    const taken = await call(ts.url, '/api/user/users/isServicerRegist?phone=13916882017');
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ code: '10004', msg: '该手机号已注册', data: { registered: true } });
    const free = await call(ts.url, `/api/user/users/isServicerRegist?phone=${freshPhone()}`);
    expect(free.body).toEqual({ code: '0', msg: 'success', data: { registered: false } });
    const bad = await call(ts.url, '/api/user/users/isServicerRegist?phone=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：手机号 格式不正确');
  });
});

describe('company details and their review', () => {
  it('needs a token, a main account and a valid credit code', async () => {
    expect((await post('/api/user/users/dataComplete', COMPANY_DETAILS)).status).toBe(401);
    const cs = (await login(ts.url, 'cs')).token;
    const sub = await post('/api/user/users/dataComplete', COMPANY_DETAILS, cs);
    expect(sub.status).toBe(403);
    expect(sub.body.msg).toBe('子账号无需完善企业资料');
    const platform = await post('/api/user/users/dataComplete', COMPANY_DETAILS, (await login(ts.url, 'servicer')).token);
    expect(platform.status).toBe(403);
    expect(platform.body.msg).toBe('该账号的企业资料由平台维护，无需提交审核');
    const { token } = await registerCompany(ts.url);
    const checksum = await post('/api/user/users/dataComplete', { ...COMPANY_DETAILS, credit_code: '91310115MA1K4LQX0A' }, token);
    expect(checksum.status).toBe(400);
    expect(checksum.body.msg).toBe('统一社会信用代码格式有误');
    const shape = await post('/api/user/users/dataComplete', { ...COMPANY_DETAILS, credit_code: '12345' }, token);
    expect(shape.body.msg).toBe('参数错误：统一社会信用代码 格式不正确');
    const noTypes = await post('/api/user/users/dataComplete', { ...COMPANY_DETAILS, service_types: [] }, token);
    expect(noTypes.body.msg).toBe('参数错误：服务类型 至少需要 1 项');
  });

  it('goes from UNSUBMITTED to PENDING, and files an application on the 资质审核 screens', async () => {
    const { token, phone } = await registerCompany(ts.url);
    const before = await call(ts.url, '/api/user/audit/company', { token });
    expect(before.body.data).toMatchObject({ audit_status: 'UNSUBMITTED', company_name: '顺达物流', phone });
    const saved = await post('/api/user/users/dataComplete', COMPANY_DETAILS, token);
    expect(saved.body).toMatchObject({ code: '0', msg: '资料已提交，请等待审核', data: { audit_status: 'PENDING' } });
    const after = await call(ts.url, '/api/user/audit/company', { token });
    expect(after.body.data).toMatchObject({ ...COMPANY_DETAILS, audit_status: 'PENDING', account_type: 'servicer' });
    expect(after.body.data.audit_reason).toBeUndefined();
    const list = await call(ts.url, `/api/basic/qualification-audits?phone=${phone}`, { token: admin });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        applicant_name: COMPANY_DETAILS.company_name, applicant_type: 'SERVICER', qualification_type: 'BUSINESS_LICENSE',
        license_no: COMPANY_DETAILS.credit_code, contact: '王建军', status: 'PENDING', apply_no: expect.stringMatching(/^AP\d{10}$/),
      }),
    ]);
  });

  it('shows the decision an admin takes on the 资质审核 screens, and a new submission starts over', async () => {
    const { token, phone } = await registerCompany(ts.url);
    await post('/api/user/users/dataComplete', COMPANY_DETAILS, token);
    const record = (await call(ts.url, `/api/basic/qualification-audits?phone=${phone}`, { token: admin })).body.data.list[0];
    await call(ts.url, `/api/basic/qualification-audits/${record.id}`, {
      method: 'PUT', token: admin, body: { status: 'REJECTED', audit_remark: '营业执照照片不清晰' },
    });
    const rejected = await call(ts.url, '/api/user/audit/company', { token });
    expect(rejected.body.data).toMatchObject({ audit_status: 'REJECTED', audit_reason: '营业执照照片不清晰' });
    expect(rejected.body.data.audited_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    await post('/api/user/users/dataComplete', { ...COMPANY_DETAILS, business_license: 'https://files.example.com/license/sd-0002.jpg' }, token);
    const again = await call(ts.url, '/api/user/audit/company', { token });
    expect(again.body.data).toMatchObject({ audit_status: 'PENDING', business_license: 'https://files.example.com/license/sd-0002.jpg' });
    expect(again.body.data.audit_reason).toBeUndefined();
  });

  it('lets only a platform admin decide through /user/audit/:user_id, a rejection with its reason', async () => {
    const { token, userId } = await registerCompany(ts.url);
    await post('/api/user/users/dataComplete', { ...COMPANY_DETAILS, credit_code: creditCode('91440300708461136') }, token);
    const put = (body: unknown, as = admin, id = userId) => call(ts.url, `/api/user/audit/${id}`, { method: 'PUT', token: as, body });
    expect((await put({ status: 'APPROVED' }, token)).status).toBe(403);
    const noReason = await put({ status: 'REJECTED', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('请填写驳回原因');
    expect((await put({ status: 'APPROVED' }, admin, 2)).status).toBe(404);
    const approved = await put({ status: 'APPROVED' });
    expect(approved.body).toMatchObject({ code: '0', msg: '审核完成', data: { audit_status: 'APPROVED' } });
    expect((await call(ts.url, '/api/user/audit/company', { token })).body.data.audit_status).toBe('APPROVED');
  });

  it('counts accounts set up by the platform as approved, sub-accounts by their main account', async () => {
    for (const username of ['servicer', 'cs']) {
      const { token } = await login(ts.url, username);
      const { body } = await call(ts.url, '/api/user/audit/company', { token });
      expect(body.data).toMatchObject({ audit_status: 'APPROVED', phone: '13916882017', account_type: 'servicer' });
    }
    expect((await call(ts.url, '/api/user/audit/company')).status).toBe(401);
  });
});

describe('menus', () => {
  it('never list the public routes, for the admin or a new company', async () => {
    const { token } = await registerCompany(ts.url);
    for (const [who, appCode] of [[admin, 'OSS'], [token, 'BANG']] as const) {
      const { body } = await call(ts.url, `/api/user/group/getMenuPermissionByToken?app_code=${appCode}`, { token: who });
      const paths = (body.data as Array<{ path: string }>).map((entry) => entry.path);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths).not.toContain('/register');
      expect(paths).not.toContain('/examining');
    }
  });
});
