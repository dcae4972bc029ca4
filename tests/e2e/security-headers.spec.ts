/**
 * The app runs under the server's Content-Security-Policy: no violation while signing in and opening
 * the dashboards, the transporter map, a list and a ticket (socket.io, echarts, antd styles, the ticket form's
 * schema compiled by ajv); and the login form
 * shows the lockout message with its wait.
 */
import { expect, test, type Page } from '@playwright/test';
import { activeScreen, loginAs, submitLogin, useChinese } from './support';

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

/** Collects every CSP violation of the page (the DOM event and Chromium's console report). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('signing in and opening the dashboards, the map, a list and a ticket cause no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  await loginAs(page, 'admin');
  await page.goto('/saas/dashboard/index');
  await expect(activeScreen(page).locator('svg').first()).toBeVisible({ timeout: 60_000 });
  await page.goto('/saas/business/transporterMap/index');
  await expect(activeScreen(page).locator('svg').first()).toBeVisible({ timeout: 60_000 });
  await page.goto('/saas/system/role/index');
  await expect(activeScreen(page).getByRole('table')).toBeVisible();
  // The ticket screen validates its server-sent schema with ajv, which compiles it at run time.
  await page.goto('/saas/ticket/detail/1');
  await expect(activeScreen(page).getByTestId('ticket-status')).toBeVisible();
  await expect(activeScreen(page).locator('form').first()).toBeVisible();
  // The notification socket connects (websocket under connect-src 'self').
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});

test('the watcher sees a violation: an inline script added to the page is blocked and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});

test('after five wrong passwords the login form says when to try again', async ({ page }) => {
  await page.goto('/login');
  // A username no one has: its lockout does not get in the way of the other tests.
  // Each attempt waits for its own answer: a toast still shown from the attempt before must not let the
  // next click land while the button is loading, or fewer than five attempts reach the server.
  const attempt = async (): Promise<number> => {
    const answered = page.waitForResponse((response) => response.url().includes('/login') && response.request().method() === 'POST');
    await submitLogin(page, 'locked-out-demo', 'wrong-password');
    return (await answered).status();
  };
  for (let i = 0; i < 5; i += 1) {
    expect(await attempt()).toBe(200);
    await expect(page.getByText('用户名或密码错误').last()).toBeVisible();
  }
  expect(await attempt()).toBe(429);
  await expect(page.getByText('登录失败次数过多，请在 15 分钟后再试')).toBeVisible();
  await expect(page.getByLabel('用户名')).toHaveValue('locked-out-demo');
});
