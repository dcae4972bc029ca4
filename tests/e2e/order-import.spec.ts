import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { activeScreen, expectScreen, field, loginAs, loginOnVariant, useChinese, variantUrl } from './support';

const HEADER = ['外部单号', '商家', '收货人', '收货电话', '收货省', '收货市', '收货区', '详细地址', '货物名称', '件数'];

/** A small .xlsx as a user would fill the template: two good rows and, on sheet row 3, a bad phone. */
async function ordersWorkbook(prefix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('订单');
  sheet.addRow(HEADER);
  sheet.addRow([`${prefix}-1`, '优品家居旗舰店', '张三', '13812345678', '上海市', '上海市', '浦东新区', '张江路100号', '沙发', 2]);
  sheet.addRow([`${prefix}-2`, '优品家居旗舰店', '李四', '12345', '浙江省', '杭州市', '西湖区', '文三路1号', '餐桌', 1]);
  sheet.addRow([`${prefix}-3`, '优品家居旗舰店', '王五', '13912345678', '江苏省', '南京市', '鼓楼区', '中山路8号', '衣柜', 3]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test.beforeEach(async ({ context, baseURL }) => {
  await useChinese(context, baseURL!);
});

test('the admin imports an .xlsx: valid rows become orders on the list, the bad row is reported with its row number and reason', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/saas/order/import/index');
  await expectScreen(page, /\/saas\/order\/import\/index$/, '批量导入运单');
  const screen = activeScreen(page);

  // The template downloads as an .xlsx.
  const download = page.waitForEvent('download');
  await screen.getByRole('button', { name: /下载导入模板/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^订单导入模板\d{14}\.xlsx$/);

  const prefix = `E2E${Date.now()}`;
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/order/import') && request.method() === 'POST');
  await screen.locator('input[type="file"]').setInputFiles({
    name: '订单.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await ordersWorkbook(prefix),
  });
  expect((await posted).headers().token).toBeTruthy();
  await expect(screen.getByText('共 3 行，成功导入 2 条，失败 1 条')).toBeVisible();
  const failed = screen.getByRole('table');
  await expect(failed.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', '收货电话', '手机号格式有误']);

  const orderLinks = screen.getByRole('link', { name: /^\d{12}$/ });
  await expect(orderLinks).toHaveCount(2);
  const orderNo = (await orderLinks.first().textContent()) ?? '';

  await screen.getByRole('link', { name: '查看订单列表' }).click();
  await expectScreen(page, /\/saas\/order\/all\/index/, '全部订单');
  const list = activeScreen(page);
  await field(page, '订单号').fill(orderNo);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  const rows = list.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNo);
  await expect(rows.first()).toContainText(`${prefix}-1`);
});

test('the service provider imports a .csv with a byte order mark and opens an imported order', async ({ page, baseURL }) => {
  await loginOnVariant(page, baseURL!, 'bang', 'servicer');
  await page.goto(variantUrl(baseURL!, 'bang', '/bang/order/importOrder'));
  await expectScreen(page, /\/bang\/order\/importOrder$/, '导入订单');
  const screen = activeScreen(page);
  const outerNo = `CSV${Date.now()}`;
  const csv = `\uFEFF${HEADER.join(',')}\r\n${outerNo},优品家居旗舰店,"赵,六",13712345678,广东省,广州市,天河区,"体育西路""1""号",书柜,1\r\n`;
  await screen.locator('input[type="file"]').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(screen.getByText('共 1 行，成功导入 1 条，失败 0 条')).toBeVisible();
  await screen.getByRole('link', { name: /^\d{12}$/ }).click();
  await expectScreen(page, /\/bang\/order\/show\/\d{12}$/, '订单详情');
  await expect(activeScreen(page).getByText(outerNo)).toBeVisible();
  await expect(activeScreen(page).getByText('赵,六')).toBeVisible();
});
