/**
 * An order's life across three companies (workflows/order.json), each as its least privileged account in
 * its own browser: the merchant enters an order on DA, the service provider receives, ships, books its
 * arrival and dispatches it to the delivery company on BANG, the delivery company signs it with a receipt
 * image on PAI, and each of them sees the order and its 物流轨迹. Then the refusals a user meets: a
 * cancel before shipping goes through, a cancel from a page opened before the signing is refused with the
 * server's 订单已签收，不能取消, an intercepted order cannot be dispatched, and a stale page is told so.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pickAddress } from './address-support';
import { axeFindings, blockingLines } from './axe';
import { DEMO_CONSIGNOR_NAME, DEMO_DELIVERY_NAME } from '../../server/fake-data/business-names';
import { activeScreen, apiToken, expectScreen, pickByTyping, pickOption, variantUrl } from './support';
import { named, orderOf, signedIn, transition, type Order } from './order-support';

/** A 1x1 PNG: the signed receipt. */
const RECEIPT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A new order the merchant enters through the API (the journey's first test enters one on the screen). */
async function merchantOrder(request: APIRequestContext, token: string, receiver: Record<string, string>): Promise<Order> {
  const response = await request.post('/api/order/waybills', {
    headers: { token },
    data: {
      consignor_name: DEMO_CONSIGNOR_NAME, start_contact: '陈晓燕', start_tel: '18621930476', package_count: 1, service_type: 'DELIVERY', ...receiver,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: Order }).data;
}

/** Opens an order list filtered to one order number and answers its only row. */
async function listRow(page: Page, baseURL: string, variant: string, path: string, title: string, orderNo: string): Promise<Locator> {
  await page.goto(variantUrl(baseURL, variant, `${path}?order_no=${orderNo}`));
  await expectScreen(page, new RegExp(`${path.replace(/\//g, '\\/')}\\?order_no=${orderNo}$`), title);
  const row = activeScreen(page).locator('tbody tr.ant-table-row', { hasText: orderNo });
  await expect(row).toHaveCount(1);
  return row;
}

/** Clicks a row's transition that only asks for confirmation, confirms, and waits for the row to leave the list. */
async function confirmInRow(page: Page, row: Locator, label: string): Promise<void> {
  await row.getByRole('button', { name: named(label) }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('操作成功');
  await expect(row).toHaveCount(0);
}

/** Types a day into the date picker labelled `label` and takes it. */
async function pickDay(scope: Locator, label: string, day: string): Promise<void> {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** The dialog a transition opened. */
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('an order travels from the merchant to the service provider and the delivery company, who signs it, and each sees its track', async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  const base = baseURL!;
  const [merchant, servicer, delivery] = await Promise.all([
    signedIn(browser, base, 'da', 'consignor'),
    signedIn(browser, base, 'bang', 'servicer'),
    signedIn(browser, base, 'pai', 'delivery'),
  ]);
  const tokens = {
    merchant: await apiToken(request, 'consignor'),
    servicer: await apiToken(request, 'servicer'),
    delivery: await apiToken(request, 'delivery'),
  };

  // The merchant enters an order.
  await merchant.goto(variantUrl(base, 'da', '/da/order/create'));
  await expectScreen(merchant, /\/da\/order\/create$/, '新增商家订单');
  const form = activeScreen(merchant);
  await form.getByLabel('发货人', { exact: true }).fill('陈晓燕');
  await form.getByLabel('发货人电话').fill('18621930476');
  await form.getByLabel('收货人', { exact: true }).fill('周立波');
  await form.getByLabel('收货人电话').fill('13912345678');
  await pickAddress(form, '收货地区', '上海市', '上海市', '浦东新区');
  await form.getByLabel('详细地址').fill('张江路88号3栋1201室');
  await form.getByLabel('货物名称').fill('双门冰箱');
  await form.getByLabel('件数').fill('1');
  await pickOption(form, '服务类型', '送装');
  const created = merchant.waitForResponse((r) => r.url().endsWith('/api/order/waybills') && r.request().method() === 'POST');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  const createdResponse = await created;
  expect(createdResponse.ok(), await createdResponse.text()).toBeTruthy();
  const order = ((await createdResponse.json()) as { data: Order }).data;
  expect(order.status).toBe('WAIT_RECEIVE');

  // The merchant keeps its detail open from here on: it offers 取消 while the order waits.
  const merchantDetail = await merchant.context().newPage();
  await merchantDetail.goto(variantUrl(base, 'da', `/da/order/show/${order.id}`));
  await expectScreen(merchantDetail, /\/da\/order\/show\/\d+$/, '商家订单详情');
  await expect(activeScreen(merchantDetail).getByRole('button', { name: named('取消') })).toBeVisible();

  // The service provider receives it, ships it and books its arrival.
  await confirmInRow(servicer, await listRow(servicer, base, 'bang', '/bang/order/noReceivedList', '待接单订单', order.order_no), '接单');
  await confirmInRow(servicer, await listRow(servicer, base, 'bang', '/bang/order/noSendList', '待发货订单', order.order_no), '发货');
  await confirmInRow(servicer, await listRow(servicer, base, 'bang', '/bang/order/noArrivedList', '未到货订单', order.order_no), '到货');

  // Not dispatched yet: the delivery company does not see it.
  await delivery.goto(variantUrl(base, 'pai', `/saas/order/sign/index?order_no=${order.order_no}`));
  await expectScreen(delivery, /\/saas\/order\/sign\/index/, '签收管理');
  await expect(activeScreen(delivery).locator('.ant-table-placeholder')).toBeVisible();

  // 派单 to the delivery company, with an appointment.
  const companyName = DEMO_DELIVERY_NAME;
  const assignRow = await listRow(servicer, base, 'bang', '/saas/order/assign/index', '派单管理', order.order_no);
  await assignRow.getByRole('button', { name: named('派单') }).click();
  const dispatch = dialog(servicer, '派单');
  await dispatch.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dispatch).toContainText('请选择配送安装服务商');
  await expect(dispatch).toContainText('请选择预约时间');
  expect(blockingLines(await axeFindings(servicer, '派单 dialog', 'zh', '.ant-modal')), 'the dialog with its messages passes axe').toEqual([]);
  await pickByTyping(dispatch, '配送安装服务商', companyName.slice(0, 2), companyName);
  await pickDay(dispatch, '预约时间', '2026-12-01');
  await dispatch.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dispatch).toHaveCount(0);
  await expect(assignRow).toHaveCount(0);

  // The delivery company now sees it and signs it with the receipt image.
  const signRow = await listRow(delivery, base, 'pai', '/saas/order/sign/index', '签收管理', order.order_no);
  await signRow.getByRole('button', { name: named('签收') }).click();
  const sign = dialog(delivery, '签收');
  await sign.getByRole('button', { name: /确\s*定/ }).click();
  await expect(sign).toContainText('请上传签收单图片');
  await sign.getByLabel('签收单', { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT });
  await expect(sign.getByRole('img', { name: '图片 1' })).toBeVisible();
  expect(blockingLines(await axeFindings(delivery, '签收 dialog', 'zh', '.ant-modal')), 'the dialog with its upload passes axe').toEqual([]);
  await sign.getByLabel('签收人').fill('周立波');
  await sign.getByRole('button', { name: /确\s*定/ }).click();
  await expect(sign).toHaveCount(0);
  await expect(signRow).toHaveCount(0);

  const signed = await orderOf(request, tokens.merchant, order.id);
  expect(signed.status).toBe('SIGNED');
  expect(signed.tracks?.map((event) => event.label)).toEqual(['下单', '接单', '发货', '到货', '派单', '签收']);

  // Each of the three sees the signed order and its track.
  const views: Array<[Page, string, string]> = [
    [merchant, 'da', `/da/order/show/${order.id}`],
    [servicer, 'bang', `/bang/order/show/${order.id}`],
    [delivery, 'pai', `/saas/waybill/detail/${order.id}`],
  ];
  for (const [page, variant, path] of views) {
    await page.goto(variantUrl(base, variant, path));
    const screen = activeScreen(page);
    await expect(screen.getByText('已签收').first()).toBeVisible();
    const track = screen.locator('.ant-timeline');
    for (const label of ['下单', '接单', '发货', '到货', '派单', '签收']) await expect(track).toContainText(label);
    expect(blockingLines(await axeFindings(page, path, 'zh')), `${path} with its track passes axe`).toEqual([]);
  }

  // The merchant's page from before the signing still offers 取消: the server refuses it and says why.
  await activeScreen(merchantDetail).getByRole('button', { name: named('取消') }).click();
  const lateCancel = dialog(merchantDetail, '取消');
  await lateCancel.getByLabel('取消原因').fill('客户改约');
  await lateCancel.getByRole('button', { name: /确\s*定/ }).click();
  await expect(lateCancel).toContainText('订单已签收，不能取消');
  await expect(lateCancel.getByLabel('取消原因')).toHaveValue('客户改约');
});

test('a cancel before shipping goes through; an intercepted order cannot be dispatched; a stale page is told so', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const merchantToken = await apiToken(request, 'consignor');
  const servicerToken = await apiToken(request, 'servicer');
  const order = await merchantOrder(request, merchantToken, {
    end_contact: '吴敏', end_tel: '13812345678', end_province: '江苏省', end_city: '南京市', end_district: '玄武区', end_address: '中山路1号', goods_name: '书柜',
  });

  // Cancel before shipping, from 我的订单, with a reason.
  const merchant = await signedIn(browser, base, 'da', 'consignor');
  const row = await listRow(merchant, base, 'da', '/da/order/index', '我的订单', order.order_no);
  await row.getByRole('button', { name: named('取消') }).click();
  const cancel = dialog(merchant, '取消');
  await cancel.getByLabel('取消原因').fill('客户不要了');
  await cancel.getByRole('button', { name: /确\s*定/ }).click();
  await expect(cancel).toHaveCount(0);
  await expect(row).toContainText('已取消');

  // An order waiting for dispatch, intercepted after the provider opened its list: 派单 is refused.
  let arrived = await merchantOrder(request, merchantToken, {
    end_contact: '郑凯', end_tel: '13712345678', end_province: '浙江省', end_city: '杭州市', end_district: '西湖区', end_address: '文三路9号', goods_name: '餐桌',
  });
  for (const action of ['receive', 'ship', 'arrive']) arrived = await transition(request, servicerToken, arrived, action);
  const servicer = await signedIn(browser, base, 'bang', 'servicer');
  const assignRow = await listRow(servicer, base, 'bang', '/saas/order/assign/index', '派单管理', arrived.order_no);
  await transition(request, merchantToken, arrived, 'intercept', { intercept_type: 'HOLD', reason: '客户要求暂缓配送' });
  await assignRow.getByRole('button', { name: named('派单') }).click();
  const dispatch = dialog(servicer, '派单');
  await pickByTyping(dispatch, '配送安装服务商', DEMO_DELIVERY_NAME.slice(0, 2), DEMO_DELIVERY_NAME);
  await pickDay(dispatch, '预约时间', '2026-12-01');
  await dispatch.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dispatch).toContainText('订单已拦截，不能派单');
  await dispatch.getByRole('button', { name: /取\s*消/ }).click();

  // A page opened before someone else booked the appointment: its 预约 is told the record changed.
  await transition(request, servicerToken, arrived, 'release');
  await servicer.goto(variantUrl(base, 'bang', `/bang/order/show/${arrived.id}`));
  const detail = activeScreen(servicer);
  await expect(detail.getByRole('button', { name: named('预约') })).toBeVisible();
  await transition(request, servicerToken, arrived, 'appoint', { appointment_time: '2026-12-01' });
  await detail.getByRole('button', { name: named('预约') }).click();
  const appoint = dialog(servicer, '预约');
  await pickDay(appoint, '预约时间', '2026-12-02');
  await appoint.getByRole('button', { name: /确\s*定/ }).click();
  await expect(appoint).toContainText('该记录已被他人修改，请刷新后重试');
});
