import { expect, test } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, loginOnVariant, pickByTyping, pickOption, variantUrl } from './support';
import { pickAddress } from './address-support';

interface Row { id: number; resource_id?: number; name: string }

test('order entry refuses a banned receiving district with 该地区暂不收货 and saves an allowed one with codes and names', async ({ page, baseURL }) => {
  const token = await apiToken(page.request, 'servicer');
  const merchants = ((await (await page.request.get('/api/user/resource_binding/consignor/list?per_page=50', { headers: { token } })).json()) as {
    data: { list: Row[] };
  }).data.list;
  const merchant = merchants.find((row) => row.name.length >= 4)!;

  await loginOnVariant(page, baseURL!, 'bang', 'servicer');
  const tree = page.waitForResponse((r) => r.url().includes('/api/map/area/three_level_address'));
  await page.goto(variantUrl(baseURL!, 'bang', '/saas/order-entry/entry'));
  await expectScreen(page, /\/saas\/order-entry\/entry$/, '订单录入');
  await tree;
  const screen = activeScreen(page);
  await pickByTyping(screen, '商家名称', merchant.name.slice(1, 3), merchant.name);
  await screen.getByLabel('发货人', { exact: true }).fill('王建军');
  await screen.getByLabel('发货人电话').fill('13800001111');
  await screen.getByLabel('收货人', { exact: true }).fill('赵丽');
  await screen.getByLabel('收货人电话').fill('13900002222');
  await screen.getByLabel('详细地址').fill('当雄镇幸福路1号');

  // 当雄县 (西藏 拉萨) is a seeded banned district.
  const check = page.waitForRequest((r) => r.url().endsWith('/api/user/banned-areas/check-if-banned') && r.method() === 'POST');
  await pickAddress(screen, '收货地区', '西藏自治区', '拉萨市', '当雄县');
  expect((await check).postDataJSON()).toEqual({
    province_code: '540000', city_code: '540100', district_code: '540122',
    consignor_id: String(merchant.resource_id), address: '当雄镇幸福路1号',
  });
  const areaItem = screen.locator('.ant-form-item', { has: page.getByRole('combobox', { name: '收货地区' }) });
  await expect(areaItem.locator('.ant-form-item-explain-error')).toHaveText('该地区暂不收货');
  await expect(page.locator('.ant-message')).toContainText('该地区暂不收货');
  await screen.getByLabel('货物名称').fill('三人沙发');
  await screen.getByLabel('件数').fill('1');
  // Not 配送: another test counts the delivery orders of the shared server.
  await pickOption(screen, '服务类型', '安装');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/order/waybills') && r.method() === 'POST') posted = true;
  });
  await screen.getByRole('button', { name: /保\s*存/ }).click();
  await expect(areaItem.locator('.ant-form-item-explain-error')).toHaveText('该地区暂不收货');
  expect(posted).toBe(false);

  // An allowed district clears the error and the order saves its names and codes.
  await pickAddress(screen, '收货地区', '广东省', '广州市', '天河区');
  await expect(areaItem.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(areaItem).toContainText('广东省 / 广州市 / 天河区');
  await screen.getByLabel('详细地址').fill('天河路385号');
  const save = page.waitForResponse((r) => r.url().endsWith('/api/order/waybills') && r.request().method() === 'POST');
  await screen.getByRole('button', { name: /保\s*存/ }).click();
  const response = await save;
  expect(response.ok()).toBeTruthy();
  const body = response.request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    end_province: '广东省', end_city: '广州市', end_district: '天河区',
    end_province_code: '440000', end_city_code: '440100', end_district_code: '440106', end_address: '天河路385号',
  });
  expect(body).not.toHaveProperty('end_area');
  const saved = ((await response.json()) as { data: { id: number; end_district_code: string } }).data;
  expect(saved.end_district_code).toBe('440106');

  // The order's edit form shows the saved address.
  await page.goto(variantUrl(baseURL!, 'bang', `/bang/order/update/index/${saved.id}`));
  await expectScreen(page, /\/bang\/order\/update\/index\/\d+$/, '修改订单');
  await expect(activeScreen(page).locator('.ant-form-item', { has: page.getByRole('combobox', { name: '收货地区' }) })).toContainText('广东省 / 广州市 / 天河区');
});
