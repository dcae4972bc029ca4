// @vitest-environment node
/**
 * The password change of 我的账号 (its 修改密码 button opens /saas/account/password/index): every demo account
 * has both pages in its menu, and the body the form sends is what POST /user/users/updatePassword accepts,
 * for accounts with and without the `add` code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../server/users/demo-users.js';
import { CHANGE_PASSWORD_PATH, MY_ACCOUNT_PATH } from '../../../src/config/shell.js';
import { call, DEMO_PASSWORD, login, menuOf, startTestServer, type TestServer } from './test-server.js';

interface FormField { key: string; transient?: boolean }
const descriptor = JSON.parse(readFileSync(join(process.cwd(), 'screens/account/password.json'), 'utf8')) as {
  path: string; api: { resource: string }; sections: Array<{ fields: FormField[] }>;
};
/** The body the generic form sends: every field but the transient confirmation. */
function formBody(values: Record<string, string>): Record<string, string> {
  const sent = descriptor.sections.flatMap((section) => section.fields).filter((field) => !field.transient).map((field) => field.key);
  return Object.fromEntries(sent.map((key) => [key, values[key] ?? '']));
}

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ screensDir: join(process.cwd(), 'screens') });
  // Reading all 369 descriptors at start-up takes a while on a loaded machine.
}, 120_000);
afterAll(() => ts.stop());

const myAccount = JSON.parse(readFileSync(join(process.cwd(), 'screens/account/my-index.json'), 'utf8')) as {
  path: string; links?: Array<{ label: string; to: string }>;
};

describe('修改密码 from 我的账号', () => {
  it('is a button of 我的账号 opening the form that posts to updatePassword', () => {
    expect(myAccount.path).toBe(MY_ACCOUNT_PATH);
    expect(myAccount.links).toContainEqual({ label: '修改密码', to: CHANGE_PASSWORD_PATH });
    expect(descriptor.path).toBe(CHANGE_PASSWORD_PATH);
    expect(descriptor.api.resource).toBe('/user/users/updatePassword');
  });

  it.each(DEMO_USERS.map((user) => [user.username, user.app_code]))('is in the menu of %s, with 我的账号', async (username, appCode) => {
    const menu = await menuOf(ts.url, username, appCode);
    expect(menu.map((entry) => entry.path)).toEqual(expect.arrayContaining([MY_ACCOUNT_PATH, CHANGE_PASSWORD_PATH]));
  });

  it.each(['finance', 'delivery'])('%s (no add code) is told 原密码错误 for a wrong old password, then changes it', async (username) => {
    const { token } = await login(ts.url, username);
    const url = `/api${descriptor.api.resource}`;
    const wrong = await call(ts.url, url, { method: 'POST', token, body: formBody({ old_password: 'not-mine', password: 'changed99', confirm_password: 'changed99' }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('原密码错误');
    const done = await call(ts.url, url, { method: 'POST', token, body: formBody({ old_password: DEMO_PASSWORD, password: 'changed99', confirm_password: 'changed99' }) });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('密码修改成功');
    const relogin = await call(ts.url, '/api/login/login', { method: 'POST', body: { username, password: 'changed99' } });
    expect(relogin.body.code).toBe('0');
  });
});
