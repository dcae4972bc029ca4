import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activeScreen, apiToken, loginAs, useChinese } from './support';

interface CodeCount { code: string; name: string; count: number }
interface Position { id: number; name: string }

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

async function apiList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const token = await apiToken(request, 'admin');
  const response = await request.get(`/api${path}`, { headers: { token } });
  return ((await response.json()) as { data: { list: T[] } }).data.list;
}

/** The chart drawing named by its title, once echarts has drawn its SVG. */
async function drawnChart(page: Page, title: string) {
  const chart = activeScreen(page).getByRole('img', { name: title, exact: true });
  await expect(chart.locator('svg')).toBeVisible();
  return chart;
}

test('the customer-service dashboard draws its charts from the seeded data; a bar\'s tooltip shows the server\'s count', async ({ page, request }) => {
  const statuses = await apiList<CodeCount>(request, '/order/stats/charts/tickets-by-status');
  await loginAs(page, 'admin');
  await page.goto('/saas/customer-service/index');
  await expect(activeScreen(page).getByRole('heading', { name: '客服工作台' })).toBeVisible({ timeout: 60_000 });
  for (const title of ['工单类型分布', '工单状态分布', '异常类型分布', '准时签收率（按周）']) await drawnChart(page, title);

  const chart = await drawnChart(page, '工单状态分布');
  // Hover the x-axis category of a status the chart labels: the axis tooltip shows its count.
  const shown = statuses.filter((row) => row.count > 0);
  let checked = 0;
  for (const row of shown) {
    const label = chart.locator('svg text', { hasText: new RegExp(`^${row.name}$`) });
    if ((await label.count()) === 0) continue;
    const box = (await label.first().boundingBox())!;
    const chartBox = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, chartBox.y + chartBox.height / 2);
    // echarts' HTML tooltip: the one absolutely placed div above the drawing.
    const tooltip = chart.locator('div[style*="z-index: 9999999"]');
    await expect(tooltip).toContainText(row.name);
    await expect(tooltip).toContainText(String(row.count));
    checked += 1;
    if (checked === 2) break;
  }
  expect(checked).toBeGreaterThan(0);
});

test('the general dashboard draws a pie of the orders by status with the server\'s names, and a time window asks again', async ({ page, request }) => {
  const statuses = await apiList<CodeCount>(request, '/order/stats/charts/orders-by-status');
  await loginAs(page, 'admin');
  await page.goto('/saas/dashboard/index');
  // The first visit loads the dashboard and echarts chunks; two browsers share two cores.
  await expect(activeScreen(page).getByRole('heading', { name: '工作台', exact: true })).toBeVisible({ timeout: 60_000 });
  const pie = await drawnChart(page, '订单状态分布');
  for (const row of statuses.filter((r) => r.count > 0)) await expect(pie.locator('svg text', { hasText: row.name }).first()).toBeAttached();

  const trend = await drawnChart(page, '订单趋势');
  const daily = page.waitForResponse((response) => response.url().includes('/order/stats/charts/orders-daily') && response.url().includes('days=7'));
  await activeScreen(page).getByRole('radiogroup', { name: '订单趋势的统计时间' }).getByText('近7天').click();
  const rows = ((await (await daily).json()) as { data: { list: Array<{ date: string }> } }).data.list;
  expect(rows).toHaveLength(7);
  await expect(trend.locator('svg text', { hasText: rows[6]!.date })).toBeAttached();
});

test('the transporter map shows China with the transporters, centres on a clicked row and on the one show/:id names', async ({ page, request }) => {
  const positions = await apiList<Position>(request, '/resource/transporters/positions');
  expect(positions.length).toBeGreaterThan(10);
  await loginAs(page, 'admin');
  await page.goto('/saas/business/transporterMap/index');
  await expect(activeScreen(page).getByRole('heading', { name: '运力实时位置' })).toBeVisible({ timeout: 60_000 });
  const map = activeScreen(page).getByTestId('transporter-map');
  await expect(map).toHaveAttribute('data-ready', 'true');
  await expect(map).toHaveAttribute('aria-label', `运力位置地图，共 ${positions.length} 个运力`);
  // The provinces and one symbol per transporter.
  await expect.poll(async () => map.locator('svg path').count()).toBeGreaterThan(34 + positions.length - 1);

  const target = positions[3]!;
  const row = activeScreen(page).locator('tbody tr.ant-table-row', { hasText: target.name }).first();
  const searchBox = activeScreen(page).getByRole('searchbox', { name: '搜索名称、手机号或车牌号' }).or(activeScreen(page).getByLabel('搜索名称、手机号或车牌号'));
  await searchBox.first().fill(target.name);
  await row.click();
  await expect(map).toHaveAttribute('data-focused-id', String(target.id));
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(activeScreen(page).getByText(`当前定位：${target.name}`)).toBeVisible();

  const other = positions[7]!;
  await page.goto(`/saas/business/transporterMap/show/${other.id}`);
  await expect(activeScreen(page).getByRole('heading', { name: '运力位置详情' })).toBeVisible();
  const shown = activeScreen(page).getByTestId('transporter-map');
  await expect(shown).toHaveAttribute('data-ready', 'true');
  await expect(shown).toHaveAttribute('data-focused-id', String(other.id));
  await expect(activeScreen(page).getByText(`当前定位：${other.name}`)).toBeVisible();
  await expect(activeScreen(page).locator('tr[aria-selected="true"]', { hasText: other.name })).toBeVisible();
});
