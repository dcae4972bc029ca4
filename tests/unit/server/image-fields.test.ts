// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inferField } from '../../../server/derive/field-inference.js';
import { IMAGE_ITEM_SCHEMA } from '../../../server/uploads/image-field.js';

describe('collection fields of images', () => {
  it('a one-image form field holds a file id; others and images columns hold image items', () => {
    expect(inferField('business_license', [{ key: 'business_license', label: '营业执照', source: 'form', widget: 'image', imageMax: 1 }]).spec)
      .toEqual({ type: 'string', maxLength: 500, label: '营业执照' });
    expect(inferField('photos', [{ key: 'photos', label: '异常照片', source: 'form', widget: 'image', imageMax: 9 }]).spec)
      .toEqual({ type: 'array', items: IMAGE_ITEM_SCHEMA, label: '异常照片' });
    expect(inferField('sign_images', [{ key: 'sign_images', label: '签收回单', source: 'show', format: 'images' }]).spec)
      .toEqual({ type: 'array', items: IMAGE_ITEM_SCHEMA, label: '签收回单' });
  });
});
