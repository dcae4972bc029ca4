/**
 * `npm run bench:sidebar`: how long collapsing and opening the admin's sidebar (every menu entry) takes
 * in Chromium, from the hamburger click to the next painted frame, with all submenus closed and with the
 * largest directory open. Prints the medians; never fails on timing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildIfStale, repoRoot } from '../scripts/build-if-stale';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium';
import { createServer } from '../server/app';

const ROUNDS = 10;
const SETTLE_MS = 600;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Milliseconds from the hamburger click to the frame after it, per toggle. */
async function toggleTimes(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    times.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            document.querySelector<HTMLElement>('[data-testid=hamburger]')?.click();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          }),
      ),
    );
    await page.waitForTimeout(SETTLE_MS);
  }
  return times;
}

ensureChromium();
await buildIfStale();
const dir = mkdtempSync(join(tmpdir(), 'bench-sidebar-'));
const server = await createServer({
  dbFile: join(dir, 'app.db'), staticDir: join(repoRoot, 'dist'), screensDir: join(repoRoot, 'screens'),
  accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 86_400, appVersion: 'bench', logLevel: 'warn',
});
const url = await server.listen(0, '127.0.0.1');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${url}/login`);
  await page.getByLabel(/用户名|Username/).fill('admin');
  await page.getByLabel(/密码|Password/).fill('demo1234');
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL(/\/my\/wtoms$/);
  await page.getByTestId('sidebar').getByRole('menuitem').first().waitFor();
  const entries = await page.evaluate(async () => {
    const response = await fetch('/api/user/group/getMenuPermissionByToken?app_code=OSS', { headers: { token: localStorage.getItem('token') ?? '' } });
    const body = (await response.json()) as { data: Array<{ is_hidden: number }> };
    return body.data.filter((entry) => !entry.is_hidden).length;
  });

  const closed = await toggleTimes(page);
  await page.getByTestId('sidebar').getByRole('menuitem', { name: '订单管理' }).click();
  await page.waitForTimeout(SETTLE_MS);
  const open = await toggleTimes(page);
  console.log(`Sidebar toggle (admin, ${entries} visible menu entries), click to next frame, median of ${ROUNDS}:`);
  console.log(`  submenus closed:      ${median(closed).toFixed(1)} ms`);
  console.log(`  订单管理 open:        ${median(open).toFixed(1)} ms`);
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
