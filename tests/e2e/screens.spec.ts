import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
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
  expect(file.suggestedFilename()).toMatch(/^角色列表\d{14}\.csv$/);
  const content = readFileSync((await file.path())!, 'utf8');
  expect(content).toContain('PLATFORM_ADMIN');
  expect(content).not.toContain('DISPATCHER');
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
