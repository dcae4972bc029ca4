// @vitest-environment node
// What an order clerk meets on the order screens in a day (issue 26): the full order form is reachable from
// the order lists; the merchant's order forms name the external order number as the order detail does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS_DIR } from '../../../scripts/screens-lib';
import { EDITION } from '../../../src/config/edition';
import { applyEditionLabels, editionWords } from '../../../src/screen-model/edition-labels';
import type { ScreenDescriptor } from '../../../src/screen-model/types';

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

  it('label 外部单号 on the merchant\'s order forms as on the order detail, in every edition', () => {
    const fieldOf = (file: string, edition: number): Json | undefined => {
      const worded = applyEditionLabels(screen(file) as unknown as ScreenDescriptor, editionWords(edition)) as unknown as Json;
      const sections = worded.sections as Array<{ fields: Json[] }>;
      return sections.flatMap((section) => section.fields).find((field) => field.key === 'out_order_no');
    };
    for (const edition of [0, EDITION.DA, EDITION.PLATFORM_ORDER, EDITION.STORE]) {
      const detail = fieldOf('orders/da-order-show.json', edition)?.label;
      expect(detail).toMatch(/单号$/);
      for (const form of ['orders/da-order-create.json', 'orders/da-order-entry.json', 'orders/order-entry.json']) {
        expect({ form, edition, label: fieldOf(form, edition)?.label }).toEqual({ form, edition, label: detail });
      }
    }
  });

  it('show the carrier (承运商) next to the service provider on every order detail', () => {
    for (const file of ['waybill/waybill-detail.json', 'orders/bang-order-show.json', 'orders/da-order-show.json']) {
      const descriptor = screen(file);
      expect((descriptor.api as Json).resource).toBe('/order/waybills');
      const fields = (descriptor.sections as Array<{ fields?: Json[] }>).flatMap((section) => section.fields ?? []);
      const keys = fields.map((field) => field.key);
      expect({ file, carrier: fields.find((field) => field.key === 'transporter_name')?.label }).toEqual({ file, carrier: '承运商' });
      expect(keys.indexOf('transporter_name')).toBe(keys.indexOf('servicer_name') + 1);
    }
  });
});
