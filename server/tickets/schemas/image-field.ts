/**
 * Evidence photos of a ticket (理赔 damage photos, 维修 fault photos, 费用审批 voucher photos): a list of
 * image items drawn by the ticket form's image widget and checked by the schema on the server too.
 */
import { IMAGE_ITEM_SCHEMA } from '../../uploads/image-field.js';
import { uploadTexts } from '../../../src/i18n/messages/upload.js';
import type { FieldDef } from './shared-fields.js';

/** Photos a ticket field takes at most. */
export const TICKET_PHOTOS_MAX = 9;

export function imagesField(title: string, max: number = TICKET_PHOTOS_MAX): FieldDef {
  const tooMany = uploadTexts.zh['upload.tooMany'].replace('{max}', String(max));
  return {
    schema: { type: 'array', title, maxItems: max, items: IMAGE_ITEM_SCHEMA },
    ui: { 'ui:widget': 'image', 'ui:options': { max } },
    errors: { required: `请上传${title}`, minItems: `请上传${title}`, maxItems: tooMany, type: `${title}格式不正确` },
  };
}
