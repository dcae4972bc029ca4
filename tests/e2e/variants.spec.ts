import { expect, test } from '@playwright/test';
import { submitLogin, variantUrl } from './support';

test('da.localhost comes up as the DA variant and its consignor gets the DA menu', async ({ page, context, baseURL }) => {
  const loginUrl = variantUrl(baseURL!, 'da', '/login');
  await context.addCookies([{ name: 'language', value: 'zh', url: loginUrl }]);
  await page.goto(loginUrl);
  await expect(page.locator('html')).toHaveAttribute('data-app-code', 'DA');
  await expect(page.getByTestId('system-name')).toHaveText('物流云商家发货台');
  await expect(page).toHaveTitle('物流云商家发货台');

  const menuRequest = page.waitForRequest((r) => r.url().includes('/api/user/group/getMenuPermissionByToken'));
  await submitLogin(page, 'consignor');
  expect(new URL((await menuRequest).url()).searchParams.get('app_code')).toBe('DA');
  await expect(page).toHaveURL(/da\.localhost:\d+\/my\/wtoms$/);
  await expect(page.getByRole('menuitem', { name: /系统管理/ })).toHaveCount(0);

  // A route outside the consignor's menu permission does not exist for them.
  await page.goto(variantUrl(baseURL!, 'da', '/saas/system/role/index'));
  await expect(page).toHaveURL(/\/404$/);
});

test('an unknown host reads the brand file for its name and app code', async ({ page, baseURL }) => {
  await page.goto(new URL('/login', baseURL).toString());
  await expect(page.locator('html')).toHaveAttribute('data-app-code', 'OSS');
  await expect(page.getByTestId('system-name')).toHaveText('物流云平台运营中心');
});
