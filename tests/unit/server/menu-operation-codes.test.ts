// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../server/menu/build-menu.js';
import { OPERATION_CODE_LIST } from '../../../src/config/operation-codes.js';
import { menuOf, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts.stop();
});

/** Element and operation codes of one entry, as the client reads them. */
const codesOf = (entry: MenuEntry | undefined): string[] =>
  [...(entry?.menu_element_list ?? []), ...(entry?.menu_opration_list ?? [])].map((item) => item.code);

const GRANTS: Array<[user: string, appCode: string, page: string, codes: string[]]> = [
  ['admin', 'OSS', '/saas/system/role/index', [...OPERATION_CODE_LIST]],
  ['servicer', 'BANG', '/saas/waybill/all/index', [...OPERATION_CODE_LIST]],
  ['cs', 'BANG', '/saas/waybill/all/index', ['add', 'edit', 'print', 'appoint', 'intercept', 'dispatch']],
  ['supervisor', 'BANG', '/saas/waybill/all/index', ['add', 'edit', 'export', 'audit', 'print', 'appoint', 'intercept', 'cancel']],
  ['finance', 'BANG', '/saas/waybill/all/index', ['edit', 'export', 'audit', 'complete', 'bill', 'write_off']],
  ['consignor', 'DA', '/da/order/index', ['add', 'edit', 'export', 'import', 'print', 'submit', 'cancel', 'intercept', 'recycle']],
  ['delivery', 'PAI', '/saas/waybill/all/index', ['edit', 'submit', 'complete', 'print', 'stock_in', 'arrive', 'appoint', 'sign']],
];

describe('operation codes in the menu permission', () => {
  it.each(GRANTS)('%s holds its role’s codes on every page of its menu', async (user, appCode, page, codes) => {
    const menu = await menuOf(ts.url, user, appCode);
    expect(codesOf(menu.find((entry) => entry.path === page)).filter((code) => code !== 'view').sort()).toEqual([...codes].sort());
    const pages = menu.filter((entry) => entry.path !== '' && entry.path !== '/my/wtoms');
    expect(new Set(pages.map((entry) => codesOf(entry).join()))).toHaveLength(1);
  });

  it('names each code in Chinese and keeps the fee-show codes on the welcome entry', async () => {
    const menu = await menuOf(ts.url, 'servicer', 'BANG');
    const waybills = menu.find((entry) => entry.path === '/saas/waybill/all/index');
    expect(waybills?.menu_element_list).toEqual([
      { code: 'add', name: '新增' }, { code: 'edit', name: '编辑' }, { code: 'delete', name: '删除' }, { code: 'export', name: '导出' },
      { code: 'print', name: '打印' },
    ]);
    expect(waybills?.menu_opration_list.map((item) => item.name)).toEqual([
      '查看', '导入', '审核', '推送', '提交', '完成', '启停', '接单', '入库', '发货', '到货', '派单', '预约', '签收', '取消', '拦截', '回收', '出账', '核销',
    ]);
    expect(codesOf(menu.find((entry) => entry.path === '/my/wtoms'))).toContain('BANG_FEE_SHOW');
    expect(codesOf(menu.find((entry) => entry.path === '/saas/waybill/all/index'))).not.toContain('BANG_FEE_SHOW');
  });
});
