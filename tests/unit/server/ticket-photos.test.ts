// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPENSATE_SCHEMA } from '../../../server/tickets/schemas/compensate.js';
import { FINANCE_REVIEW_SCHEMA } from '../../../server/tickets/schemas/finance-review.js';
import { REPAIR_SCHEMA } from '../../../server/tickets/schemas/repair.js';
import { payloadError } from '../../../server/tickets/payload-validation.js';

const photo = (n: number) => ({ fileid: n.toString(16).padStart(32, '0'), hash: `7:${'a'.repeat(64)}:image/png` });
const BASE = {
  compensate: { claim_reason: '货物破损', claim_method: '补发', liable_party: '承运商', evidence: '外箱破损' },
};

describe('evidence photos of tickets', () => {
  it('uses the image widget for 理赔 damage photos, 维修 fault photos and 费用审批 voucher photos', () => {
    for (const [schema, key] of [[COMPENSATE_SCHEMA, 'damage_photos'], [REPAIR_SCHEMA, 'fault_photos'], [FINANCE_REVIEW_SCHEMA, 'voucher_photos']] as const) {
      expect(schema.ui_schema[key]).toMatchObject({ 'ui:widget': 'image', 'ui:options': { max: 9 } });
      expect(schema.json_schema.properties).toHaveProperty(key);
    }
  });

  it('accepts up to 9 image items and refuses more with 图片最多允许上传9张, or items without a file id', () => {
    const photos = Array.from({ length: 9 }, (_, index) => photo(index + 1));
    expect(payloadError(COMPENSATE_SCHEMA, { ...BASE.compensate, damage_photos: photos })).toBeUndefined();
    expect(payloadError(COMPENSATE_SCHEMA, { ...BASE.compensate, damage_photos: [...photos, photo(10)] })).toBe('图片最多允许上传9张');
    expect(payloadError(COMPENSATE_SCHEMA, { ...BASE.compensate, damage_photos: [{ hash: 'x' }] })).toBeDefined();
    expect(payloadError(COMPENSATE_SCHEMA, { ...BASE.compensate, damage_photos: ['<script>'] })).toBeDefined();
    // A photo is a file id or a same-origin path, never another host however it is written.
    for (const fileid of ['//evil.example/x.png', '/.//evil.example/x.png', '/%2F%2Fevil.example/x.png', 'https://evil.example/x.png']) {
      expect(payloadError(COMPENSATE_SCHEMA, { ...BASE.compensate, damage_photos: [{ fileid }] }), fileid).toBeDefined();
    }
  });
});
