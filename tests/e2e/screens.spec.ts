import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { activeScreen, apiToken, loginAs, pickOption, useChinese } from './support';

interface Descriptor { kind: string; path: string; title: string; rowActions?: Array<{ action: string; to?: string }> }

/**
 * The system-management and sub-account lists, read as the implementers wrote them; every other route
 * is opened by the every-route suite (all-routes.spec.ts).
 */
function listScreens(): Descriptor[] {
  const root = join(process.cwd(), 'screens');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  return files.map((f) => JSON.parse(readFileSync(join(root, f), 'utf8')) as Descriptor).filter((d) => d.kind === 'list' && /^\/saas\/(system|account\/sub)\//.test(d.path));
}

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

for (const screen of listScreens()) {
  test(`${screen.title} (${screen.path}) shows server rows and opens a record`, async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.title })).toBeVisible();
    const rows = activeScreen(page).locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(activeScreen(page).getByText(/共\s*\d+\s*条/)).toBeVisible();

    if (screen.rowActions?.some((a) => a.action === 'show')) {
      await rows.first().getByRole('button', { name: /查\s*看/ }).click();
      await expect(page).toHaveURL(/\/(show|detail)\/\d+$/);
      await expect(activeScreen(page).locator('.ant-descriptions').first()).toBeVisible();
      await expect(activeScreen(page).locator('.ant-descriptions-item-content').first()).not.toHaveText('');
    }
  });
}

test('export downloads the filtered list as a spreadsheet named prefix + timestamp', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/saas/system/role/index');
  await activeScreen(page).getByLabel('角色编码').fill('PLATFORM');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(activeScreen(page).locator('tbody tr.ant-table-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^角色列表\d{14}\.xlsx$/);
  // The list's columns under their titles, one row per listed role (docs/exports-and-import.md).
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await file.path())!) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['角色名称', '角色编码']);
  const codes = sheet.getColumn(2).values.slice(2).map(String);
  expect(codes).toContain('PLATFORM_ADMIN');
  expect(codes).not.toContain('DISPATCHER');
});

test('a "table" convention list (订单报表) pages with pageNum/pageSize and reads data/totalItem', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const server = (await (await request.get('/api/report/order-daily?pageNum=1&pageSize=1', { headers: { token } })).json()) as { totalItem: number };
  expect(server.totalItem).toBeGreaterThan(20);
  const asked: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/report/order-daily') asked.push(url);
  });

  await loginAs(page, 'admin');
  await page.goto('/saas/report/order/index');
  const screen = activeScreen(page);
  const rows = screen.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(20);
  await expect(screen.getByText(`共 ${server.totalItem} 条`)).toBeVisible();
  expect(Object.fromEntries(asked.at(-1)!.searchParams)).toMatchObject({ pageNum: '1', pageSize: '20' });
  expect(asked.at(-1)!.searchParams.has('page')).toBe(false);

  await screen.locator('.ant-pagination-item-2').click();
  await expect(rows).toHaveCount(server.totalItem - 20);
  expect(Object.fromEntries(asked.at(-1)!.searchParams)).toMatchObject({ pageNum: '2', pageSize: '20' });

  await pickOption(screen, '服务类型', '配送');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect.poll(() => asked.at(-1)?.searchParams.get('service_type')).toBe('DELIVERY');
  expect(asked.at(-1)!.searchParams.get('pageNum')).toBe('1');
  await expect(rows.first()).toBeVisible();
  const types = await rows.locator('td:nth-child(4)').allInnerTexts();
  expect(new Set(types)).toEqual(new Set(['配送']));
});

test('the carrier management screen lists, filters and creates through the spec\'s carrier calls', async ({ page }) => {
  const asked: Array<{ method: string; url: URL; body: unknown }> = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/resource/transporters') || url.pathname.startsWith('/api/user/resource_binding/transporter/')) {
      asked.push({ method: r.method(), url, body: r.method() === 'POST' ? r.postDataJSON() : undefined });
    }
  });
  const lists = () => asked.filter((call) => call.method === 'GET' && call.url.pathname === '/api/user/resource_binding/transporter/list');

  await loginAs(page, 'admin');
  await page.goto('/saas/resource/transport/index');
  const screen = activeScreen(page);
  const rows = screen.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(Object.fromEntries(lists().at(-1)!.url.searchParams)).toMatchObject({ page: '1', per_page: '20' });

  // The filter bar works on the spec's list: only disabled carriers.
  await pickOption(screen, '状态', '停用');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect.poll(() => lists().at(-1)?.url.searchParams.get('status')).toBe('0');
  await expect(rows.first()).toBeVisible();
  expect(new Set(await rows.locator('td').filter({ hasText: /^(启用|停用)$/ }).allInnerTexts())).toEqual(new Set(['停用']));

  // A new carrier is saved through the spec's add call with the form's vehicle fields, and listed.
  const name = `沪线${String(Date.now()).slice(-6)}`;
  await screen.getByRole('button', { name: '新增承运商' }).click();
  await expect(page).toHaveURL(/\/saas\/resource\/transport\/create$/);
  // The form's own heading first: while its code loads the list is still the screen shown, and a field
  // found in it then (the list's filter of the same label) is hidden for good once the form is drawn.
  await expect(activeScreen(page).getByRole('heading', { level: 1 })).toHaveText('新增承运商');
  const form = activeScreen(page);
  await form.getByLabel('承运商名称').fill(name);
  await form.getByLabel('联系电话').fill('13700001234');
  await form.getByLabel('车牌号').fill('沪B·E2E01');
  await form.getByLabel('车型').fill('面包车');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/resource_binding/transporter/add') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  expect(((await (await saved).json()) as { code: string }).code).toBe('0');
  expect(asked.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(['/api/user/resource_binding/transporter/add']);
  expect(asked.find((call) => call.method === 'POST')?.body).toMatchObject({ name, phone: '13700001234', object_sub_type: 'T_ZX', plate_no: '沪B·E2E01', vehicle_type: '面包车', status: 1 });

  await expect(page).toHaveURL(/\/saas\/resource\/transport\/index$/);
  await expect(activeScreen(page).getByRole('heading', { level: 1 })).toHaveText('承运商管理');
  const list = activeScreen(page);
  // The list tab kept its 停用 filter: cleared, then searched by the new name.
  await page.getByRole('button', { name: /重\s*置/ }).click();
  await list.getByLabel('承运商名称').fill(name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(list.locator('tbody tr.ant-table-row').first()).toContainText('沪B·E2E01');
  // The record opens from the collection.
  await list.locator('tbody tr.ant-table-row').first().getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/saas\/resource\/transport\/detail\/\d+$/);
  // The detail's own heading first: until it is drawn, the list (whose row shows the plate too) is the screen shown.
  await expect(activeScreen(page).getByRole('heading', { level: 1 })).toHaveText('承运商详情');
  await expect(activeScreen(page).getByText('沪B·E2E01')).toBeVisible();
  expect(asked.some((call) => call.method === 'GET' && /^\/api\/resource\/transporters\/\d+$/.test(call.url.pathname))).toBe(true);
});
