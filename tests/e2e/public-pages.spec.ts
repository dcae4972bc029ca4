import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seededField, submitLogin, useChinese, variantUrl } from './support';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A 统一社会信用代码 with its check character (GB 32100-2015). */
function creditCode(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * ALPHABET.indexOf(first17[index] ?? ''), 0);
  return first17 + ALPHABET[(31 - (sum % 31)) % 31];
}

/** A mobile number no one has registered yet: 199 numbers are not seeded, and each run picks new ones. */
function freshPhone(): string {
  return `199${String(Date.now()).slice(-4)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** A 1x1 PNG standing in for the photo of a business licence. */
const LICENCE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Public pages have no tabs: the one visible control of a label is the form's. */
const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await input(page, label).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** Collects console errors, page errors, failed requests and HTTP errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

test.beforeEach(async ({ context, baseURL }) => {
  await useChinese(context, baseURL!);
  await useChinese(context, variantUrl(baseURL!, 'bang'));
});

test('every public account page opens without login, with no console error and no failed request', async ({ page, request }) => {
  const systemName = ((await (await request.get('/brands/default.json')).json()) as { systemName: string }).systemName;
  const problems = watchProblems(page);
  const pages: Array<[string, string, string]> = [
    ['/register', '企业注册', '注 册'],
    ['/register2', '完善企业资料', '请先登录'],
    ['/forget-password', '找回密码', '获取验证码'],
    ['/edit-company', '修改企业资料', '请先登录'],
    ['/examining', '资料审核中', '请先登录'],
    ['/active-entry', '账号激活', '激活链接无效'],
    ['/test', '系统自检', '前端版本'],
  ];
  for (const [path, title, text] of pages) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`${title} - ${systemName}`);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);

  // The login prompt of a page that needs an account comes back to that page after login.
  await page.goto('/register2');
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fregister2$/);
  await page.goto('/examining');
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fexamining$/);
});

test('a new company registers, completes its details, sees 资料审核中 and logs out; until approved, home sends it back there', async ({ page, baseURL }) => {
  const phone = freshPhone();
  // Until approved the server refuses the company every call but its review pages' (403): they make none other.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/')) refused.push(response.url());
  });
  const company = `顺达物流${phone.slice(-4)}有限公司`;
  // The BANG host makes 服务商 the default account type.
  await page.goto(variantUrl(baseURL!, 'bang', '/register'));
  await expect(page.getByRole('heading', { name: '企业注册' })).toBeVisible();
  await expect(page.locator('.ant-select-selection-item[title="服务商"]')).toBeVisible();

  await input(page, '企业名称').fill(company);
  await input(page, '联系人').fill('王建军');
  await input(page, '手机号').fill('1234');
  await expect(page.getByText('手机号格式有误')).toBeVisible();
  await input(page, '手机号').fill(phone);
  await input(page, '登录密码').fill('secret88');
  await input(page, '确认密码').fill('secret89');
  await expect(page.getByText('必须相同')).toBeVisible();
  await input(page, '确认密码').fill('secret88');
  await page.getByRole('button', { name: '注 册' }).click();

  await expect(page).toHaveURL(/\/register2$/);
  await expect(page.getByRole('heading', { name: '完善企业资料' })).toBeVisible();
  // Prefilled from the new account's details.
  await expect(input(page, '企业名称')).toHaveValue(company);
  await expect(input(page, '联系人')).toHaveValue('王建军');
  await input(page, '统一社会信用代码').fill('91310115MA1K4LQX0A');
  await expect(page.getByText('统一社会信用代码格式有误')).toBeVisible();
  await input(page, '统一社会信用代码').fill(creditCode('91310115MA1K4LQX0'));
  await input(page, '企业地址').fill('上海市浦东新区张江路88号');
  await pickOption(page, '服务类型', '干线运输');
  await pickOption(page, '服务类型', '仓储服务');
  await page.keyboard.press('Escape');
  await input(page, '营业执照').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG });
  await expect(page.getByRole('img', { name: '图片 1' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: '提交审核' }).click();

  await expect(page).toHaveURL(/\/examining$/);
  await expect(page.getByText('资料审核中', { exact: true })).toBeVisible();
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();
  await expect(page.getByRole('button', { name: '修改企业资料' })).toBeVisible();

  // Editing goes back to the same details, prefilled.
  await page.getByRole('button', { name: '修改企业资料' }).click();
  await expect(page).toHaveURL(/\/edit-company$/);
  await expect(input(page, '企业地址')).toHaveValue('上海市浦东新区张江路88号');
  await expect(page.locator('.ant-select-selection-item[title="仓储服务"]')).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  // Home (a bookmark, a typed address) is refused by the server until approved: the app goes back to the review.
  await page.goto(variantUrl(baseURL!, 'bang', '/'));
  await expect(page).toHaveURL(/\/examining$/);
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();

  // The review page logs out; the company's next login opens its review status instead of home.
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, phone, 'secret88');
  await expect(page).toHaveURL(/\/examining$/);
  await expect(page.getByText('资料审核中', { exact: true })).toBeVisible();
});

test('the login page leads to sign-up and to the password reset', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '注册企业账号' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: '企业注册' })).toBeVisible();
  await page.getByRole('button', { name: '已有账号，去登录' }).click();
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
});

test('a phone number already registered is told before submit with the server message, and the typed values stay', async ({ page }) => {
  await page.goto('/register');
  await input(page, '企业名称').fill('重复注册测试公司');
  await input(page, '联系人').fill('李建国');
  const asked = page.waitForResponse((response) => response.url().includes('/api/user/users/isServicerRegist?phone=13916882017'));
  await input(page, '手机号').fill('13916882017');
  // Leaving the field asks the server (isServicerRegist), which answers in its own words.
  await input(page, '登录密码').fill('secret88');
  await asked;
  const phoneError = page.locator('.ant-form-item-explain-error', { hasText: '该手机号已注册' });
  await expect(phoneError).toBeVisible();
  await input(page, '确认密码').fill('secret88');
  await pickOption(page, '账号类型', '商家');
  let signedUp = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/users/createUser')) signedUp = true;
  });
  // The submit asks again and stops at the field: no sign-up is sent.
  const askedAgain = page.waitForResponse((response) => response.url().includes('/api/user/users/isServicerRegist?phone=13916882017'));
  await page.getByRole('button', { name: '注 册' }).click();
  await askedAgain;
  await expect(phoneError).toBeVisible();
  expect(signedUp).toBe(false);
  await expect(page).toHaveURL(/\/register$/);
  await expect(input(page, '企业名称')).toHaveValue('重复注册测试公司');
  await expect(input(page, '手机号')).toHaveValue('13916882017');
  await expect(input(page, '登录密码')).toHaveValue('secret88');
  await expect(page.locator('.ant-select-selection-item[title="商家"]')).toBeVisible();
});

test('forget-password: a wrong code is refused, and a second code within 60 s is refused by the server', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/forget-password');
  await input(page, '手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();

  await input(page, '短信验证码').fill('000000');
  await input(page, '新密码').fill('newpass66');
  await input(page, '确认密码').fill('newpass66');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.locator('.ant-alert-error')).toHaveText('验证码错误或已过期');
  await expect(page).toHaveURL(/\/forget-password$/);

  // A reload forgets the countdown; the server still refuses a second code within the minute.
  await page.reload();
  await input(page, '手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请60秒后再试')).toBeVisible();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('an activation link with an unknown code says it failed', async ({ page }) => {
  await page.goto('/active-entry?code=not-a-real-code');
  await expect(page.getByText('激活失败')).toBeVisible();
  await expect(page.getByText('激活链接无效或已过期').first()).toBeVisible();
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/test shows the app version, the server version and that the API answers', async ({ page, request }) => {
  const appVersion = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
  const serverVersion = ((await (await request.get('/api/map/help/system_info')).json()) as { data: { version: string } }).data.version;
  await page.goto('/test');
  const row = (label: string) => page.locator('tr.ant-descriptions-row').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row('前端版本')).toContainText(appVersion);
  await expect(row('服务端版本')).toContainText(serverVersion);
  await expect(row('接口状态')).toContainText('正常');
  await expect(row('接口地址')).toContainText(/http:\/\/127\.0\.0\.1:\d+\/api/);
});

test('订单查询 without login: nothing is listed until a whole order number is given, and the receiver is masked', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/public/order/query') asked.push(r.url());
  });
  const hint = '请输入完整的订单号、外部单号或收货人电话后查询';
  await page.goto('/order/query');
  await expect(page.getByText(hint)).toBeVisible();
  await input(page, '发货商家').fill('家居');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('.ant-notification, .ant-message').getByText(hint)).toBeVisible();
  expect(asked).toEqual([]);

  const orderNo = seededField('waybills', 1, 'order_no');
  const contact = seededField('waybills', 1, 'end_contact');
  await input(page, '发货商家').clear();
  await input(page, '订单号').fill(orderNo);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('tbody tr.ant-table-row').first();
  await expect(row).toContainText(orderNo);
  await expect(row).toContainText(`${[...contact][0]}${'*'.repeat([...contact].length - 1)}`);
  await expect(row).not.toContainText(contact);
  expect(asked).toHaveLength(1);
});

test('订单附件 opens with the number in its link, and a wrong number finds nothing', async ({ page }) => {
  const attachmentNo = seededField('public_order_attachments', 1, 'attachment_no');
  const fileName = seededField('public_order_attachments', 1, 'file_name');
  await page.goto(`/order/attachment/1/${attachmentNo}`);
  await expect(page.getByText(fileName)).toBeVisible();

  await page.goto('/order/attachment/1/AT0000000000');
  await expect(page.getByText('记录不存在')).toBeVisible();
  await expect(page.getByText(fileName)).toHaveCount(0);
});
