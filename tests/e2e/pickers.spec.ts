import { expect, test, type Locator, type Page } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, loginOnVariant, pickByTyping, pickOption, variantUrl } from './support';
import { pickAddress } from './address-support';

interface Row { id: number; resource_id?: number; name: string; object_sub_type?: string }

async function apiList(page: Page, user: string, path: string): Promise<Row[]> {
  const token = await apiToken(page.request, user);
  const response = await page.request.get(`/api${path}`, { headers: { token } });
  expect(response.ok(), `${path} answers`).toBeTruthy();
  return ((await response.json()) as { data: { list: Row[] } }).data.list;
}

/**
 * The picker (a searchable select) labelled `label` on the active screen, once its code has loaded: until
 * then a disabled stand-in of the same label (aria-busy) holds its place.
 */
async function picker(screen: Locator, label: string): Promise<Locator> {
  const box = screen.getByRole('combobox', { name: label });
  await expect(box).not.toHaveAttribute('aria-busy', 'true');
  return box;
}

/** What a select shows as picked. */
function picked(screen: Locator, label: string): Locator {
  return screen.locator('.ant-select', { has: screen.page().getByRole('combobox', { name: label }) }).locator('.ant-select-selection-item');
}

/** A carrier name of at most 10 characters that no seed uses. */
const newCarrierName = (): string => `测试专线${String(Date.now()).slice(-5)}`;

test('an order is entered by picking its merchant by name and a carrier created from inside the picker', async ({ page, baseURL }) => {
  const merchants = await apiList(page, 'servicer', '/user/resource_binding/consignor/list?per_page=50');
  const merchant = merchants.find((row) => row.name.length >= 4)!;
  const carriers = await apiList(page, 'servicer', '/user/resource_binding/transporter/list?object_sub_type=T_ZX&per_page=5');
  const existingCarrier = carriers[0]!.name;

  await loginOnVariant(page, baseURL!, 'bang', 'servicer');
  await page.goto(variantUrl(baseURL!, 'bang', '/saas/order-entry/entry'));
  await expectScreen(page, /\/saas\/order-entry\/entry$/, '订单录入');
  const screen = activeScreen(page);

  // The merchant is searched by part of its name, 500 ms after typing stops.
  const search = page.waitForRequest((r) => r.url().includes('/api/user/resource_binding/consignor/list') && r.url().includes('name='));
  await pickByTyping(screen, '商家名称', merchant.name.slice(1, 3), merchant.name);
  expect(new URL((await search).url()).searchParams.get('name')).toBe(merchant.name.slice(1, 3));
  await expect(picked(screen, '商家名称')).toHaveText(merchant.name);

  // Create and use: the carrier dialog checks the name and the phone, then the server's name check.
  // The merchant list closes first: while it fades out its own 新增并使用 is still a button on the page.
  await expect(page.getByRole('button', { name: '新增并使用' })).toHaveCount(0);
  await (await picker(screen, '承运商')).click();
  await page.getByRole('button', { name: '新增并使用' }).click();
  const dialog = page.getByRole('dialog', { name: '新增承运商' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toContainText('请输入承运商名称');
  await dialog.getByLabel('名称').fill('一二三四五六七八九十十一');
  await dialog.getByLabel('手机号').fill('1234');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toContainText('允许输入10字内');
  await expect(dialog).toContainText('手机号格式不正确');
  await dialog.getByLabel('名称').fill(existingCarrier);
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toContainText('名称已存在');

  const name = newCarrierName();
  await dialog.getByLabel('名称').fill(name);
  const add = page.waitForRequest((r) => r.url().endsWith('/api/user/resource_binding/transporter/add') && r.method() === 'POST');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect((await add).postDataJSON()).toMatchObject({ name, phone: '13912345678', object_sub_type: 'T_ZX' });
  await expect(dialog).toBeHidden();
  await expect(page.getByText('承运商添加成功')).toBeVisible();
  await expect(picked(screen, '承运商')).toHaveText(name);

  // The rest of the order, then save: the ids and the names go with it.
  await screen.getByLabel('发货人', { exact: true }).fill('王建军');
  await screen.getByLabel('发货人电话').fill('13800001111');
  await screen.getByLabel('收货人', { exact: true }).fill('赵丽');
  await screen.getByLabel('收货人电话').fill('13900002222');
  await pickAddress(screen, '收货地区', '上海市', '上海市', '浦东新区');
  await screen.getByLabel('详细地址').fill('浦东新区张江路88号');
  await screen.getByLabel('货物名称').fill('三人沙发');
  // Not 配送: another test counts the delivery orders of the shared server.
  await pickOption(screen, '服务类型', '安装');
  const save = page.waitForResponse((r) => r.url().endsWith('/api/order/waybills') && r.request().method() === 'POST');
  await screen.getByRole('button', { name: /保\s*存/ }).click();
  const saved = (await (await save).json()) as { data: { id: number } };
  const body = (await save).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ consignor_resource_id: merchant.resource_id, consignor_name: merchant.name, transporter_name: name });
  expect(typeof body.transporter_resource_id).toBe('number');

  // Editing the order shows its partners by name, not by id.
  await page.goto(variantUrl(baseURL!, 'bang', `/bang/order/update/index/${saved.data.id}`));
  await expectScreen(page, /\/bang\/order\/update\/index\/\d+$/, '修改订单');
  const edit = activeScreen(page);
  await expect(picked(edit, '商家名称')).toHaveText(merchant.name);
});

test('the DA edition calls the partner a supplier and searches the supplier list', async ({ page, baseURL }) => {
  await loginOnVariant(page, baseURL!, 'supplier', 'consignor');
  const suppliers = page.waitForRequest((r) => r.url().includes('/api/user/resource_binding/supplier/list'));
  await page.goto(variantUrl(baseURL!, 'supplier', '/saas/resource/store/create'));
  const screen = activeScreen(page);
  await expect(await picker(screen, '所属供应商')).toBeVisible();
  await expect(screen.getByText('所属商家')).toHaveCount(0);
  await (await picker(screen, '所属供应商')).click();
  await suppliers;
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
});

test('a merchant account finds only its own merchant, picked and locked for it', async ({ page, baseURL }) => {
  const own = await apiList(page, 'consignor', '/user/resource_binding/consignor/list?per_page=20');
  expect(own.map((row) => row.resource_id)).toEqual([400107]);
  await loginOnVariant(page, baseURL!, 'da', 'consignor');
  await page.goto(variantUrl(baseURL!, 'da', '/da/order/create'));
  const screen = activeScreen(page);
  await expect(picked(screen, '店铺名称')).toHaveText(own[0]!.name);
  await expect(await picker(screen, '店铺名称')).toBeDisabled();
});

test('customer service cannot create a delivery provider while dispatching an order; its service provider can', async ({ page, browser, baseURL }) => {
  const token = await apiToken(page.request, 'servicer');
  const orders = await page.request.get('/api/order/waybills?status=ARRIVED&per_page=100', { headers: { token } });
  // The oldest waiting order: a seeded one, which the order journeys running beside this test never move.
  const order = ((await orders.json()) as { data: { list: Array<{ order_no: string }> } }).data.list.at(-1)!;
  const entry = '新增配送安装服务商';
  const list = variantUrl(baseURL!, 'bang', `/saas/order/assign/index?order_no=${order.order_no}`);
  /** Opens 派单 on the order's row and the dialog's delivery provider picker. */
  const openPicker = async (target: typeof page, answered?: Promise<unknown>) => {
    await target.goto(list);
    await expectScreen(target, /\/saas\/order\/assign\/index/, '派单管理');
    await activeScreen(target).locator('tbody tr.ant-table-row', { hasText: order.order_no }).getByRole('button', { name: /^派\s*单$/ }).click();
    const dialog = target.getByRole('dialog', { name: '派单' });
    // The picker draws again once the permission check answers; open it after that, and again if a
    // redraw closed it (on two busy cores the dialog's chunks may still be arriving).
    await answered;
    await expect(async () => {
      await (await picker(dialog, '配送安装服务商')).click({ force: true });
      await expect(target.locator('.ant-select-dropdown:visible')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  };

  await loginOnVariant(page, baseURL!, 'bang', 'servicer');
  await openPicker(page, page.waitForResponse((r) => r.url().includes('category_code=ADD_NEW_DELIVERY_FOR_ORDERS')));
  await expect(page.getByRole('button', { name: entry })).toBeVisible();

  // The customer service sub-account: ADD_NEW_DELIVERY_FOR_ORDERS answers CANNOT.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await loginOnVariant(other, baseURL!, 'bang', 'cs');
  const check = other.waitForResponse((r) => r.url().includes('category_code=ADD_NEW_DELIVERY_FOR_ORDERS'));
  await openPicker(other, check);
  await expect(other.getByRole('button', { name: entry })).toHaveCount(0);
  await context.close();
});
