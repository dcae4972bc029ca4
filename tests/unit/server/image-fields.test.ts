// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inferField } from '../../../server/derive/field-inference.js';
import { FILE_REFERENCE_PATTERN, IMAGE_ITEM_SCHEMA } from '../../../server/uploads/image-field.js';

describe('collection fields of images', () => {
  it('a one-image form field holds a file id; others and images columns hold image items', () => {
    expect(inferField('business_license', [{ key: 'business_license', label: '营业执照', source: 'form', widget: 'image', imageMax: 1 }]).spec)
      .toEqual({ type: 'string', maxLength: 500, pattern: FILE_REFERENCE_PATTERN, label: '营业执照' });
    expect(inferField('photos', [{ key: 'photos', label: '异常照片', source: 'form', widget: 'image', imageMax: 9 }]).spec)
      .toEqual({ type: 'array', items: IMAGE_ITEM_SCHEMA, label: '异常照片' });
    expect(inferField('sign_images', [{ key: 'sign_images', label: '签收回单', source: 'show', format: 'images' }]).spec)
      .toEqual({ type: 'array', items: IMAGE_ITEM_SCHEMA, label: '签收回单' });
  });
});

describe('image references', () => {
  const accepted = (value: string) => new RegExp(FILE_REFERENCE_PATTERN, 'u').test(value);

  it('accept file ids, same-origin paths and a cleared one-image field', () => {
    expect(accepted('')).toBe(true);
    for (const value of ['0123456789abcdef0123456789abcdef', '/api/file/image/download?file_id=0123456789abcdef0123456789abcdef',
      '/uploads/2026/%E5%9B%BE.png', '/uploads/a.b.png?x=1#y']) expect(accepted(value)).toBe(true);
  });

  it('refuse other hosts and encoded or dotted ways out', () => {
    for (const value of ['//evil.example/a.png', '/\\evil.example/a.png', '\\\\evil.example', '/.//evil.example/a.png',
      '/a/..//evil.example', '/%2F%2Fevil.example', '/%2e%2e/%2e%2e//evil.example', '/%5Cevil.example', '/%252F%252Fevil.example',
      'https://evil.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA', '/\t/evil.example',
      '/%09/evil.example', '/a b.png']) expect(accepted(value), value).toBe(false);
  });
});
