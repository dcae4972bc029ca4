import { expect, test, type APIRequestContext } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, loginOnVariant, variantUrl } from './support';

interface Order { id: number; order_no: string; consignor_user_id: number }

/** Every order as the platform administrator sees it, and the merchant's company id from its token. */
async function ordersAndMerchant(request: APIRequestContext) {
  const admin = await apiToken(request, 'admin');
  const response = await request.get('/api/order/waybills?page=1&per_page=500', { headers: { token: admin } });
  const orders = ((await response.json()) as { data: { list: Order[] } }).data.list;
  const merchantToken = await apiToken(request, 'consignor');
  const claims = JSON.parse(Buffer.from(merchantToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { main_user_id: number };
  return { orders, merchantId: claims.main_user_id };
}

test('the merchant\'s order list shows only its own orders, and another merchant\'s order answers as missing', async ({ page, baseURL }) => {
  const { orders, merchantId } = await ordersAndMerchant(page.request);
  const own = orders.filter((order) => order.consignor_user_id === merchantId);
  const foreign = orders.find((order) => order.consignor_user_id !== merchantId);
  expect(own.length).toBeGreaterThan(0);
  expect(own.length).toBeLessThan(orders.length);

  await loginOnVariant(page, baseURL!, 'da', 'consignor');
  await page.goto(variantUrl(baseURL!, 'da', '/da/order/index'));
  await expectScreen(page, /\/da\/order\/index$/, '我的订单');
  const screen = activeScreen(page);
  await expect(screen.getByText(`共 ${own.length} 条`)).toBeVisible();
  const rows = screen.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const ownNumbers = new Set(own.map((order) => order.order_no));
  for (const text of await rows.allInnerTexts()) {
    expect([...ownNumbers].some((orderNo) => text.includes(orderNo)), text).toBe(true);
  }

  // A deep link to another merchant's order: no data, the record reads as missing.
  await page.goto(variantUrl(baseURL!, 'da', `/da/order/show/${foreign!.id}`));
  await expectScreen(page, /\/da\/order\/show\/\d+$/, '商家订单详情');
  await expect(activeScreen(page).getByText('未找到该记录')).toBeVisible();
  await expect(activeScreen(page)).not.toContainText(foreign!.order_no);
  await expect(page.getByText('记录不存在')).toBeVisible();
});
