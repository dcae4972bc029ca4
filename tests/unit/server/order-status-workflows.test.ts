// @vitest-environment node
/**
 * The actions the 订单管理 status lists promise, as workflows on the real screens: 签收复核 (复核 → 通过 /
 * 驳回, workflows/sign-recheck.json, code audit, the servicer's accounts). The right account fires it,
 * the record changes state, is stamped with who and when, and leaves the list's status filter; an
 * account without the code gets 403; a final state refuses another transition with the workflow's message.
 * The records name their order's parties (server/workflow/record-parties.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededTemplate } from './db-templates.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
const SCREENS = join(process.cwd(), 'screens');

let ts: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'status-workflows-'));
  const dbFile = join(dir, 'app.db');
  await copySeededTemplate(dbFile, SCREENS);
  ts = await startTestServer({ dbFile, screensDir: SCREENS }, dir);
  for (const user of ['servicer', 'supervisor', 'finance', 'cs', 'consignor', 'delivery']) tokens[user] = (await login(ts.url, user)).token;
}, 120_000);
afterAll(async () => {
  await ts?.stop();
});

async function list(resource: string, user: string, query = ''): Promise<Row[]> {
  const answer = await call(ts.url, `/api${resource}${query}`, { token: tokens[user] });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.list as Row[];
}
const fire = (resource: string, user: string, row: Row, action: string, body: Row = {}) =>
  call(ts.url, `/api${resource}/${String(row.id)}/actions/${action}`, { method: 'POST', token: tokens[user], body: { version: row.version, ...body } });
const read = async (resource: string, user: string, row: Row): Promise<Row> =>
  (await call(ts.url, `/api${resource}/${String(row.id)}`, { token: tokens[user] })).body.data as Row;

describe('签收复核 (workflows/sign-recheck.json)', () => {
  const resource = '/order/sign-rechecks';

  it('names its order\'s parties on every seeded record', async () => {
    const rows = await list(resource, 'servicer');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.servicer_user_id, JSON.stringify(row)).toEqual(expect.any(Number));
    expect(rows.some((row) => Number(row.servicer_user_id) > 0 && Number(row.consignor_user_id) > 0)).toBe(true);
  });

  it.each([['servicer', 'pass', 'PASSED', '签收复核已通过'], ['supervisor', 'reject', 'FAILED', '签收复核已驳回']])(
    '%s fires %s: the record reaches %s, stamped, and leaves the 待复核 filter',
    async (user, action, state, message) => {
      const pending = await list(resource, user, '?status=PENDING');
      const row = pending[0]!;
      const fired = await fire(resource, user, row, action, { recheck_remark: '回单与签收人一致' });
      expect(fired.status, JSON.stringify(fired.body)).toBe(200);
      expect(fired.body.msg).toBe(message);
      expect(fired.body.data).toMatchObject({ status: state, recheck_time: expect.any(String), rechecker_name: expect.any(String), recheck_remark: '回单与签收人一致' });
      expect((await list(resource, user, '?status=PENDING')).map((item) => item.id)).not.toContain(row.id);
      expect(await read(resource, user, row)).toMatchObject({ status: state });
      // A final state refuses another transition with the workflow's message.
      const again = await fire(resource, user, fired.body.data as Row, action === 'pass' ? 'reject' : 'pass', { recheck_remark: '再次复核' });
      expect([again.status, again.body.msg]).toEqual([409, `签收复核${action === 'pass' ? '已复核通过' : '已复核驳回'}，不能${action === 'pass' ? '驳回' : '通过'}`]);
    },
  );

  it('asks the reason of a 驳回', async () => {
    const row = (await list(resource, 'servicer', '?status=PENDING'))[0]!;
    const refused = await fire(resource, 'servicer', row, 'reject');
    expect([refused.status, refused.body.msg]).toEqual([400, expect.stringContaining('请输入驳回原因')]);
  });

  it('refuses an account without the audit code (403) and a merchant (409)', async () => {
    const row = (await list(resource, 'servicer', '?status=PENDING'))[0]!;
    expect((await fire(resource, 'cs', row, 'pass')).status).toBe(403);
    const merchant = await fire(resource, 'consignor', row, 'pass');
    expect([merchant.status, merchant.body.msg]).toEqual([409, expect.stringContaining('商家')]);
    expect((await read(resource, 'servicer', row)).status).toBe('PENDING');
  });
});

describe('改单审批 (workflows/update-approval.json)', () => {
  const resource = '/order/update-approvals';

  it.each([['servicer', 'approve', 'APPROVED', '改单申请已通过'], ['supervisor', 'reject', 'REJECTED', '改单申请已驳回']])(
    '%s fires %s: the application reaches %s with 审批人 and 审批时间, and leaves the 待审批 filter',
    async (user, action, state, message) => {
      const row = (await list(resource, 'servicer', '?status=PENDING'))[0]!;
      expect(row.servicer_user_id).toEqual(expect.any(Number));
      const fired = await fire(resource, user, row, action, { approve_remark: '已与商家核实' });
      expect(fired.status, JSON.stringify(fired.body)).toBe(200);
      expect(fired.body.msg).toBe(message);
      expect(fired.body.data).toMatchObject({ status: state, approve_time: expect.any(String), approver_name: expect.any(String), approve_remark: '已与商家核实' });
      expect(fired.body.data.approver_name).not.toBe(row.approver_name);
      expect((await list(resource, 'servicer', '?status=PENDING')).map((item) => item.id)).not.toContain(row.id);
      expect(await read(resource, 'servicer', row)).toMatchObject({ status: state });
      const again = await fire(resource, 'servicer', fired.body.data as Row, 'withdraw');
      expect([again.status, again.body.msg]).toEqual([409, `改单申请${state === 'APPROVED' ? '已审批通过' : '已驳回'}，不能撤销`]);
    },
  );

  it('refuses an account without the audit code (403)', async () => {
    const row = (await list(resource, 'servicer', '?status=PENDING'))[0]!;
    expect((await fire(resource, 'cs', row, 'approve')).status).toBe(403);
    expect((await read(resource, 'servicer', row)).status).toBe('PENDING');
  });
});

describe('客户反馈 (workflows/feedback.json)', () => {
  const resource = '/order/feedbacks';

  it('the servicer handles a pending feedback with a reply: 已处理, stamped, out of the 待处理 filter, final', async () => {
    const row = (await list(resource, 'servicer', '?status=PENDING'))[0]!;
    expect(row.servicer_user_id).toEqual(expect.any(Number));
    const unanswered = await fire(resource, 'servicer', row, 'handle');
    expect([unanswered.status, unanswered.body.msg]).toEqual([400, expect.stringContaining('请输入处理结果')]);
    const fired = await fire(resource, 'servicer', row, 'handle', { reply: '已安排师傅明日上门复查' });
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    expect(fired.body.msg).toBe('客户反馈已处理');
    expect(fired.body.data).toMatchObject({ status: 'HANDLED', reply: '已安排师傅明日上门复查', handle_time: expect.any(String), handler_name: expect.any(String) });
    expect((await list(resource, 'servicer', '?status=PENDING')).map((item) => item.id)).not.toContain(row.id);
    expect(await read(resource, 'servicer', row)).toMatchObject({ status: 'HANDLED' });
    const again = await fire(resource, 'servicer', fired.body.data as Row, 'close', { reply: '重复关闭' });
    expect([again.status, again.body.msg]).toEqual([409, '客户反馈已处理，不能关闭']);
  });

  it('refuses an account without the complete code (403)', async () => {
    const row = (await list(resource, 'servicer', '?status=PENDING'))[0]!;
    expect((await fire(resource, 'cs', row, 'handle', { reply: '已回复' })).status).toBe(403);
    expect((await fire(resource, 'supervisor', row, 'handle', { reply: '已回复' })).status).toBe(403);
    expect((await read(resource, 'servicer', row)).status).toBe('PENDING');
  });
});
