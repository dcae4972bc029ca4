import { expect, test } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, field, loginAs, loginOnVariant, pickOption, useChinese, variantUrl } from './support';

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('a platform administrator renews a subscription and sees its new end date', async ({ page }) => {
  // A subscription of its own (unique company name), so no other test's rows change.
  const company = `续费测试物流${String(Date.now()).slice(-6)}`;
  const admin = await apiToken(page.request, 'admin');
  const created = await page.request.post('/api/user/user_subscription/create', {
    headers: { token: admin },
    data: {
      company_name: company, contact: '周敏', phone: '13818826475', subscribe_version_name: '标准版', order_type: 'NEW',
      amount: 4788, start_date: '2026-01-01', hosting_end: '2030-01-31', status: 'ACTIVE',
    },
  });
  expect(created.ok()).toBeTruthy();

  await loginAs(page, 'admin');
  await page.goto('/saas/salesCenter/subscription/index');
  await expectScreen(page, /\/saas\/salesCenter\/subscription\/index$/, '订阅管理');
  const screen = activeScreen(page);
  await field(page, '企业名称').fill(company);
  await screen.getByRole('button', { name: /查\s*询/ }).click();
  const row = screen.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2030-01-31');

  await row.getByRole('button', { name: /续\s*费/ }).click();
  const dialog = page.getByRole('dialog', { name: '订阅续费' });
  await expect(dialog.getByText(company)).toBeVisible();
  await expect(dialog.getByText('2030-01-31')).toBeVisible();
  await pickOption(dialog, '续费时长', '12个月（¥3,990.00，到期日延至 2031-01-31）');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();

  await expect(page.getByText('续费成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(screen.getByRole('row').filter({ hasText: company }).filter({ hasText: '生效中' }).first()).toContainText('2031-01-31');
});

test('a service provider adds a merchant through the merchant book and finds and opens it', async ({ page, baseURL }) => {
  // At most 10 characters, unique on the shared server.
  const name = `新商家${String(Date.now()).slice(-6)}`;
  await loginOnVariant(page, baseURL!, 'bang', 'servicer');
  await page.goto(variantUrl(baseURL!, 'bang', '/saas/resource/consignor/create'));
  await expectScreen(page, /\/saas\/resource\/consignor\/create$/, '新增商家');
  const added = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/user/consignor/add'));
  await field(page, '商家名称').fill(name);
  await field(page, '联系人').fill('郑丽');
  await field(page, '联系电话').fill('13912345678');
  await activeScreen(page).getByRole('button', { name: /保\s*存/ }).click();
  expect((await added).postDataJSON()).toMatchObject({ name, contact: '郑丽', phone: '13912345678', settle_type_code: 'PAY_NOW' });

  await expectScreen(page, /\/saas\/resource\/consignor\/index$/, '商家管理');
  const list = activeScreen(page);
  const searched = page.waitForRequest((request) => request.url().includes('/api/user/consignor/getList') && request.url().includes('name='));
  await field(page, '商家名称').fill(name);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  await searched;
  const row = list.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('郑丽');

  const opened = page.waitForRequest((request) => request.url().includes('/api/user/consignor/getInfo?id='));
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await opened;
  await expect(page).toHaveURL(/\/saas\/resource\/consignor\/detail\/\d+$/);
  await expect(activeScreen(page).getByText(name)).toBeVisible();
  await expect(activeScreen(page).getByText('13912345678')).toBeVisible();
});
