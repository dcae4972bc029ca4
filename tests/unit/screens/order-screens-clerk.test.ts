// @vitest-environment node
// What an order clerk meets on the order screens in a day (issue 26): the full order form is reachable from
// the order lists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS_DIR } from '../../../scripts/screens-lib';

type Json = Record<string, unknown>;
const screen = (file: string): Json => JSON.parse(readFileSync(join(SCREENS_DIR, file), 'utf8')) as Json;

describe('the order screens', () => {
  it('open 订单录入 (the full order form) from the order lists\' toolbar', () => {
    for (const file of ['orders/order-all.json', 'orders/order-draft.json']) {
      const toolbar = screen(file).toolbar as Json[];
      expect(toolbar).toContainEqual(expect.objectContaining({ action: 'create', operation: 'add', label: '订单录入', to: '/saas/order-entry/entry' }));
    }
    expect(screen('orders/order-entry.json').path).toBe('/saas/order-entry/entry');
  });
});
