/**
 * Collection fields of image form fields and `images` columns (core spec §3, widgets spec §3): a one-image
 * field holds the file id; any other holds a list of image items {fileid, hash}.
 */
import type { FieldSpec } from '../collections/framework/types.js';

/** A file id, or a same-origin URL the upload call answered with (data.url). */
const FILE_ID_SCHEMA = { type: 'string', minLength: 1, maxLength: 500 };

export const IMAGE_ITEM_SCHEMA = {
  type: 'object',
  required: ['fileid'],
  additionalProperties: false,
  properties: { fileid: FILE_ID_SCHEMA, hash: { type: 'string', maxLength: 200 } },
};

/** The field for an image key; `max` is the form's upload.max (undefined when only shown). */
export function imageFieldSpec(max: number | undefined, label: string): FieldSpec {
  if (max === 1) return { type: 'string', maxLength: FILE_ID_SCHEMA.maxLength, label };
  return { type: 'array', items: IMAGE_ITEM_SCHEMA, label };
}
