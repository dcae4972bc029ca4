// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectingOutbox, freshPhone, registerCompany } from './sign-up-fixtures.js';
import { call, DEMO_PASSWORD, login, startTestServer, type TestServer } from './test-server.js';

const outbox = collectingOutbox();
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ outbox: outbox.send });
});
afterAll(async () => {
  await ts.stop();
});
beforeEach(() => {
  outbox.messages.length = 0;
});

const post = (path: string, body: unknown, token?: string) => call(ts.url, path, { method: 'POST', body, token });
const sendCode = (phone: string) => post('/api/user/users/sendResetCode', { phone });
const reset = (phone: string, code: string, password = 'newpass66') => post('/api/user/users/resetPassword', { phone, code, password });

/** The live code as the server stores it (the demo server sends no SMS). */
function storedCode(phone: string): string {
  const row = ts.server.context.db.prepare("SELECT code FROM verification_codes WHERE phone = ? AND purpose = 'RESET_PASSWORD'").get(phone) as
    | { code: string }
    | undefined;
  if (!row) throw new Error(`no code stored for ${phone}`);
  return row.code;
}

/** Moves the stored code's times back, as if `seconds` had passed. */
function age(phone: string, seconds: number): void {
  ts.server.context.db
    .prepare('UPDATE verification_codes SET sent_at = sent_at - ?, expires_at = expires_at - ? WHERE phone = ?')
    .run(seconds * 1000, seconds * 1000, phone);
}

describe('POST /user/users/sendResetCode', () => {
  it('sends a six-digit code without a token, once per phone per 60 s', async () => {
    const { phone } = await registerCompany(ts.url);
    outbox.messages.length = 0;
    const first = await sendCode(phone);
    expect(first.body).toEqual({ code: '0', msg: '验证码已发送', data: null });
    const code = storedCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox.messages).toEqual([{ phone, text: expect.stringContaining(code) }]);

    const second = await sendCode(phone);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ code: '400', msg: '请60秒后再试' });
    age(phone, 59);
    expect((await sendCode(phone)).status).toBe(400);
    age(phone, 2);
    expect((await sendCode(phone)).body.code).toBe('0');
    expect(outbox.messages).toHaveLength(2);
  });

  it('answers an unknown number the same way, with the same limit, but sends nothing', async () => {
    const phone = freshPhone();
    expect((await sendCode(phone)).body).toEqual({ code: '0', msg: '验证码已发送', data: null });
    expect((await sendCode(phone)).body.msg).toBe('请60秒后再试');
    expect(outbox.messages).toEqual([]);
    expect((await reset(phone, storedCode(phone))).body.msg).toBe('验证码错误或已过期');
  });

  it('validates the phone number', async () => {
    const { status, body } = await sendCode('1380013');
    expect(status).toBe(400);
    expect(body.msg).toBe('参数错误：手机号 格式不正确');
  });
});

describe('POST /user/users/resetPassword', () => {
  it('refuses a wrong code, then resets with the right one and signs the account out everywhere', async () => {
    const { phone } = await registerCompany(ts.url);
    const before = (await login(ts.url, 'finance')).token;
    // finance's phone number: its own account signs in as "finance".
    const financePhone = '15900817326';
    await sendCode(financePhone);
    const wrong = await reset(financePhone, storedCode(financePhone) === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: '400', msg: '验证码错误或已过期' });
    const right = await reset(financePhone, storedCode(financePhone));
    expect(right.body).toEqual({ code: '0', msg: '密码已重置，请使用新密码登录', data: null });
    expect((await post('/api/login/login', { username: 'finance', password: DEMO_PASSWORD })).body.code).toBe('10001');
    expect((await post('/api/login/login', { username: 'finance', password: 'newpass66' })).body.code).toBe('0');
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token: before })).status).toBe(401);
    // A code works once.
    expect((await reset(financePhone, storedCode(financePhone))).body.msg).toBe('验证码错误或已过期');
    // A company that signed up resets by the phone it signs in with.
    await sendCode(phone);
    expect((await reset(phone, storedCode(phone), 'another77')).body.code).toBe('0');
    expect((await post('/api/login/login', { username: phone, password: 'another77' })).body.code).toBe('0');
  });

  it('refuses an expired code, and any code after five wrong guesses', async () => {
    const expired = (await registerCompany(ts.url)).phone;
    await sendCode(expired);
    age(expired, 301);
    expect((await reset(expired, storedCode(expired))).body.msg).toBe('验证码错误或已过期');

    const guessed = (await registerCompany(ts.url)).phone;
    await sendCode(guessed);
    const code = storedCode(guessed);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) expect((await reset(guessed, wrongCode)).status).toBe(400);
    expect((await reset(guessed, code)).body.msg).toBe('验证码错误或已过期');
  });

  it('validates the body with readable messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ phone: '13916882017', code: '12ab56', password: 'newpass66' }, '参数错误：验证码 格式不正确'],
      [{ phone: '13916882017', code: '123456', password: '123' }, '参数错误：新密码 长度不能少于 6 个字符'],
      [{ phone: '13916882017', password: 'newpass66' }, '参数错误：缺少必填字段 验证码'],
    ];
    for (const [body, msg] of cases) {
      const answer = await post('/api/user/users/resetPassword', body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(msg);
    }
  });
});

describe('POST /user/users/updatePassword', () => {
  it('changes the password of the logged-in account after checking the old one', async () => {
    expect((await post('/api/user/users/updatePassword', { old_password: DEMO_PASSWORD, password: 'changed99' })).status).toBe(401);
    const { token } = await login(ts.url, 'delivery');
    const wrong = await post('/api/user/users/updatePassword', { old_password: 'nope', password: 'changed99' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('原密码错误');
    const done = await post('/api/user/users/updatePassword', { old_password: DEMO_PASSWORD, password: 'changed99' }, token);
    expect(done.body).toEqual({ code: '0', msg: '密码修改成功', data: null });
    expect((await post('/api/login/login', { username: 'delivery', password: 'changed99' })).body.code).toBe('0');
  });
});
