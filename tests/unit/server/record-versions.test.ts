// @vitest-environment node
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecordVersionColumn } from '../../../server/db/record-version-column.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

const STALE_MSG = '该记录已被他人修改，请刷新后重试';

let ts: TestServer;
let admin: string;
beforeAll(async () => {
  ts = await startTestServer();
  admin = (await login(ts.url, 'admin')).token;
});
afterAll(async () => {
  await ts.stop();
});

const put = (path: string, body: unknown) => call(ts.url, path, { method: 'PUT', token: admin, body });
const get = (path: string) => call(ts.url, path, { token: admin });

async function newRole(code: string): Promise<{ id: number; version: number }> {
  const created = await call(ts.url, '/api/system/roles', {
    method: 'POST', token: admin, body: { name: '版本测试', code, app_code: 'OSS', version: 7 },
  });
  expect(created.body.code).toBe('0');
  return created.body.data;
}

describe('record versions', () => {
  it('start at 1 (a version sent with a create is ignored) and show in reads and lists', async () => {
    const role = await newRole('VERSION_START');
    expect(role.version).toBe(1);
    expect((await get(`/api/system/roles/${role.id}`)).body.data.version).toBe(1);
    const listed = (await get('/api/system/roles?code=VERSION_START')).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ id: role.id, version: 1 })]);
    const table = (await get('/api/system/roles/table?pageNum=1&pageSize=100')).body.data as Array<{ id: number; version: number }>;
    expect(table.find((row) => row.id === role.id)?.version).toBe(1);
  });

  it('go up by one on every update, with or without the version it was based on', async () => {
    const role = await newRole('VERSION_STEP');
    const first = await put(`/api/system/roles/${role.id}`, { remark: '第一次', version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ remark: '第一次', version: 2 });
    // An API client that sends no version is not checked (documented), but the version still moves.
    const blind = await put(`/api/system/roles/${role.id}`, { remark: '不带版本' });
    expect(blind.body.data).toMatchObject({ remark: '不带版本', version: 3 });
    expect((await get(`/api/system/roles/${role.id}`)).body.data).toMatchObject({ remark: '不带版本', version: 3 });
  });

  it('refuse a stale update with 409 and the message, changing nothing', async () => {
    const role = await newRole('VERSION_STALE');
    expect((await put(`/api/system/roles/${role.id}`, { remark: '甲的修改', version: 1 })).status).toBe(200);
    const stale = await put(`/api/system/roles/${role.id}`, { remark: '乙的修改', status: 0, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: '409', msg: STALE_MSG });
    expect((await get(`/api/system/roles/${role.id}`)).body.data).toMatchObject({ remark: '甲的修改', status: 1, version: 2 });
  });

  it('let exactly one of 50 concurrent edits of the same version through; 49 get 409', async () => {
    const role = await newRole('VERSION_RACE');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => put(`/api/system/roles/${role.id}`, { remark: `并发修改${index}`, version: 1 })),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.msg === STALE_MSG)).toHaveLength(49);
    const stored = (await get(`/api/system/roles/${role.id}`)).body.data;
    expect(stored).toMatchObject({ remark: winners[0]?.body.data.remark, version: 2 });
  });

  it('refuse a version that is not a whole number from 1 up with 400', async () => {
    const role = await newRole('VERSION_BAD');
    for (const version of [0, -1, 1.5, 'abc']) {
      const answer = await put(`/api/system/roles/${role.id}`, { remark: '坏版本', version });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('400');
    }
  });

  it('a missing record stays 404 whatever the version', async () => {
    const answer = await put('/api/system/roles/999999', { remark: '不存在', version: 1 });
    expect(answer.status).toBe(404);
  });
});

describe('database files made before versions', () => {
  it('get the column, every existing row at version 1', () => {
    const db = new BetterSqlite3(join(ts.dir, 'old.db'));
    db.exec(`CREATE TABLE records (collection TEXT NOT NULL, id INTEGER NOT NULL, owner_id INTEGER, data TEXT NOT NULL,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (collection, id))`);
    db.prepare("INSERT INTO records VALUES ('roles', 1, NULL, '{}', '2026-01-01 00:00:00', '2026-01-01 00:00:00')").run();
    addRecordVersionColumn(db);
    addRecordVersionColumn(db);
    expect(db.prepare('SELECT version FROM records').get()).toEqual({ version: 1 });
    db.close();
  });
});
