// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database.js';
import { NotificationStore } from '../../../server/notify/notification-store.js';
import { testNotification } from '../../../server/realtime/notify-socket.js';

const dir = mkdtempSync(join(tmpdir(), 'notify-links-'));
const { db } = openDatabase(join(dir, 'app.db'));
// Messages for user 1 without seeding a whole account: only the links are under test.
db.pragma('foreign_keys = OFF');
const store = new NotificationStore(db);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const add = (route: string, fileUrl?: string) =>
  store.add(1, { title: '测试', message: '链接', category: 'SYSTEM', route, ...(fileUrl === undefined ? {} : { fileUrl }) });

describe('links of stored notifications', () => {
  it('keep same-origin app paths, normalised', () => {
    expect(add('/saas/order/index?no=1#top', '/api/exports/a.csv').data).toEqual({ route: '/saas/order/index?no=1#top', file_url: '/api/exports/a.csv' });
    expect(add('/saas/a/../order/index').data).toEqual({ route: '/saas/order/index' });
  });

  it.each(['//evil.example/phish', '/.//evil.example/phish', '/%2F%2Fevil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example'])(
    'drop %s as route and as file_url',
    (target) => {
      const message = add(target, target);
      expect(message.data).toEqual({});
      expect(store.find(1, message.id)?.data).toEqual({});
    },
  );

  it('a test push suggested by a client keeps only app paths', () => {
    expect(testNotification({ route: '/.//evil.example', file_url: '/%2F%2Fevil.example/x.csv' })).toMatchObject({ route: '/saas/message/index', fileUrl: undefined });
    expect(testNotification({ route: '/saas/order/index', file_url: '/api/x.csv' })).toMatchObject({ route: '/saas/order/index', fileUrl: '/api/x.csv' });
  });
});
