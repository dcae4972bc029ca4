// @vitest-environment node
/**
 * The screens catalogue's admin-only reads on the real descriptors: which demo roles reach each route
 * (from the same menu the shell gets), and the last screens:check result with the time it was written.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreensCheckResult } from '../../../src/screen-model/check-result.js';
import { call, login, menuOf, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
let resultFile: string;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'screen-catalogue-'));
  resultFile = join(dir, 'screens-check.json');
  // Reading all the descriptors at start-up takes a while on a loaded machine.
  ts = await startTestServer({ screensDir: join(process.cwd(), 'screens'), screensCheckFile: resultFile }, dir);
}, 120_000);
afterAll(() => ts.stop());

async function adminGet(path: string) {
  const { token } = await login(ts.url, 'admin');
  return call(ts.url, path, { token });
}

describe('GET /api/system/screens/roles', () => {
  it('lists the demo roles whose menu has each route', async () => {
    const { status, body } = await adminGet('/api/system/screens/roles');
    expect(status).toBe(200);
    const roles = body.data as Record<string, string[]>;
    expect(roles['/saas/system/screens/workbench']).toEqual(['平台管理员']);
    expect(roles['/saas/system/screens/index']).toEqual(['平台管理员']);
    expect(roles['/saas/ticket/claim/index']).toEqual(expect.arrayContaining(['平台管理员', '服务商管理员', '客服专员', '售后主管', '财务专员']));
    expect(roles['/saas/ticket/claim/index']).not.toContain('商家管理员');
    expect(roles['/da/order/draft']).toEqual(['平台管理员', '商家管理员']);
  });

  it('agrees with the menu a demo account gets', async () => {
    const { body } = await adminGet('/api/system/screens/roles');
    const menu = await menuOf(ts.url, 'consignor', 'DA');
    const reached = Object.entries(body.data as Record<string, string[]>).filter(([, names]) => names.includes('商家管理员')).map(([route]) => route);
    expect(reached.sort()).toEqual(menu.filter((entry) => entry.path !== '').map((entry) => entry.path).sort());
  });

  it('is refused to every account but the platform admin', async () => {
    for (const username of ['servicer', 'consignor', 'supervisor']) {
      const { token } = await login(ts.url, username);
      const { status, body } = await call(ts.url, '/api/system/screens/roles', { token });
      expect(status, username).toBe(403);
      expect(body.data, username).toBeUndefined();
    }
    expect((await call(ts.url, '/api/system/screens/roles')).status).toBe(401);
  });
});

describe('GET /api/system/screens/check-result', () => {
  it('answers null while screens:check has written nothing', async () => {
    const { status, body } = await adminGet('/api/system/screens/check-result');
    expect(status).toBe(200);
    expect(body.data).toBeNull();
  });

  it('serves the written result with the time it was written', async () => {
    const result: ScreensCheckResult = {
      files: 370, serverChecked: true, errors: [],
      warnings: [{ file: 'screens/finance/bill-index.json', text: '/saas/bill/index [GET /api/x]: column "memo" is never returned' }],
    };
    writeFileSync(resultFile, JSON.stringify(result));
    const { body } = await adminGet('/api/system/screens/check-result');
    expect(body.data.result).toEqual(result);
    expect(Date.now() - Date.parse(body.data.writtenAt)).toBeLessThan(60_000);
    const { token } = await login(ts.url, 'finance');
    expect((await call(ts.url, '/api/system/screens/check-result', { token })).status).toBe(403);
  });
});
