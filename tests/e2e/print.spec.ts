import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { activeScreen, expectScreen, loginAs, openInApp, useChinese } from './support';

interface Job {
  headers: http.IncomingHttpHeaders;
  body: {
    template: { kind: string; name: string; paper: { code: string; width: number; height: number } };
    copies: number;
    data: Array<Record<string, unknown>>;
    pages: Array<{ items: Array<{ text: string; type: string; value?: string }> }>;
  };
}

/**
 * A stand-in for the local print plug-in on a free port: answers the version probe, the browser's CORS
 * preflight and the job call, and keeps every job it receives.
 */
async function fakePrintPlugin(): Promise<{ port: number; jobs: Job[]; close: () => Promise<void> }> {
  const jobs: Job[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-private-network': 'true' };
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      return void response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type' }).end();
    }
    if (request.method === 'GET' && request.url === '/version') {
      return void response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ version: '3.2.0' }));
    }
    if (request.method !== 'POST' || request.url !== '/print') return void response.writeHead(404, cors).end();
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      jobs.push({ headers: request.headers, body: JSON.parse(text) as Job['body'] });
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ code: '0' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    jobs,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** A loopback port nothing listens on: free a moment ago. */
async function closedPort(): Promise<number> {
  const spare = http.createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  const { port } = spare.address() as AddressInfo;
  await new Promise((resolve) => spare.close(resolve));
  return port;
}

/** The plug-in ports (client settings) and a window.print that records what it would have printed. */
async function prepare(context: BrowserContext, ports: number[]): Promise<void> {
  await context.addInitScript((settings) => {
    localStorage.setItem('client_settings', settings);
    const record = window as unknown as { printCalls: number; printedPages: string[] };
    record.printCalls = 0;
    record.printedPages = [];
    window.print = () => {
      record.printCalls += 1;
      record.printedPages = [...document.querySelectorAll('#browser-print-root [data-print-page]')].map((page) => page.textContent ?? '');
    };
  }, JSON.stringify({ printPluginPorts: ports }));
}

/** Opens the waybill list, ticks its first two rows and gives their order numbers. */
async function selectTwoWaybills(page: Page): Promise<string[]> {
  await openInApp(page, '/saas/waybill/all/index');
  await expectScreen(page, /\/saas\/waybill\/all\/index$/, '全部运单');
  const rows = activeScreen(page).locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const orderNos: string[] = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    await row.getByRole('checkbox').check();
    // The first data column is the order number.
    orderNos.push((await row.locator('td').nth(1).innerText()).trim());
  }
  await expect(activeScreen(page).getByText('已选 2 条')).toBeVisible();
  return orderNos;
}

/** The bulk 打印运单 above the table (each row has its own too). */
const bulkPrint = (page: Page) => activeScreen(page).locator('button:not(.ant-table button)', { hasText: '打印运单' });

test.describe('printing waybills', () => {
  test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

  test('two selected waybills go to the local print plug-in as one job with their data', async ({ page, context }) => {
    const plugin = await fakePrintPlugin();
    try {
      await prepare(context, [plugin.port]);
      await loginAs(page, 'admin');
      const orderNos = await selectTwoWaybills(page);
      await bulkPrint(page).click();

      await expect(page.getByText('已发送到打印插件，共2张')).toBeVisible();
      expect(plugin.jobs).toHaveLength(1);
      const [job] = plugin.jobs;
      expect(job?.body.template).toMatchObject({ kind: 'WAYBILL', name: '标准运单模板', paper: { code: 'A4', width: 210, height: 297 } });
      expect(job?.body.data.map((record) => record.order_no)).toEqual(orderNos);
      expect(job?.body.pages).toHaveLength(2);
      const texts = job?.body.pages.map((printed) => printed.items.map((item) => item.text)) ?? [];
      expect(texts[0]).toContain(`订单号：${orderNos[0]}`);
      expect(texts[1]).toContain(`订单号：${orderNos[1]}`);
      // The freight is printed in Chinese capital numerals (core spec §9).
      expect(texts[0]?.find((text) => text.startsWith('运费（大写）：'))).toMatch(/^运费（大写）：[零壹贰叁肆伍陆柒捌玖拾佰仟万元角分整]+$/);
      // The session stays with the API: no token, user id or cookie reaches the plug-in.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).toBeTruthy();
      for (const name of ['token', 'x-token', 'userid', 'menu-id', 'cookie', 'authorization']) expect(job?.headers[name]).toBeUndefined();
      expect(JSON.stringify(job)).not.toContain(token!);
      expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(0);
    } finally {
      await plugin.close();
    }
  });

  test('without a plug-in the browser prints the same two waybills and the user is told', async ({ page, context }) => {
    const port = await closedPort();
    await prepare(context, [port]);
    await loginAs(page, 'admin');
    const orderNos = await selectTwoWaybills(page);
    await bulkPrint(page).click();

    await expect(page.getByText(`未检测到打印插件（本机端口${port}无响应），已使用浏览器打印`)).toBeVisible();
    const printed = await page.evaluate(() => {
      const record = window as unknown as { printCalls: number; printedPages: string[] };
      return { printCalls: record.printCalls, printedPages: record.printedPages };
    });
    expect(printed.printCalls).toBe(1);
    expect(printed.printedPages).toHaveLength(2);
    expect(printed.printedPages[0]).toContain(`订单号：${orderNos[0]}`);
    expect(printed.printedPages[1]).toContain(`订单号：${orderNos[1]}`);
    // Nothing of the print view shows on screen.
    await expect(page.locator('#browser-print-root')).toBeHidden();
  });

  test('a package label prints from the label printing screen with the default label template', async ({ page, context }) => {
    const plugin = await fakePrintPlugin();
    try {
      await prepare(context, [plugin.port]);
      await loginAs(page, 'admin');
      await openInApp(page, '/saas/warehouse/label-print/index');
      await expectScreen(page, /\/saas\/warehouse\/label-print\/index$/, '标签打印');
      const row = activeScreen(page).locator('.ant-table-tbody tr.ant-table-row').first();
      const packageCode = (await row.locator('td').nth(1).innerText()).trim();
      await row.getByRole('button', { name: '打印标签' }).click();

      await expect(page.getByText('已发送到打印插件，共1张')).toBeVisible();
      const [job] = plugin.jobs;
      expect(job?.body.template).toMatchObject({ kind: 'LABEL', name: '标准包件标签', paper: { code: '100X150', width: 100, height: 150 } });
      expect(job?.body.data).toEqual([expect.objectContaining({ package_code: packageCode })]);
      expect(job?.body.pages[0]?.items[0]).toMatchObject({ type: 'barcode', value: packageCode });
    } finally {
      await plugin.close();
    }
  });
});
