/**
 * Collection fields of image form fields and `images` columns (core spec §3, widgets spec §3): a one-image
 * field holds the file id; any other holds a list of image items {fileid, hash}.
 */
import type { FieldSpec } from '../records/types.js';

/**
 * A file id (no slash, colon, percent or space), or a same-origin path the upload call answered with
 * (data.url): one leading slash, no backslash, whitespace or control character, no encoded slash,
 * backslash, dot, percent or control character, no `.`/`..` segment. So `//host/x.png`, `/.//host`,
 * `/%2F%2Fhost`, `https://…` and `javascript:` are refused with 400 before they are stored. An empty
 * value (a one-image field cleared) passes; an image item's fileid has minLength 1 besides.
 */
export const FILE_REFERENCE_PATTERN =
  String.raw`^(?:[^/\\:%\s]+|(?!.*/\.{1,2}(?:[/?#]|$))/(?![/\\])(?!.*[\\\s])(?!.*%(?:2[fF]|5[cC]|2[eE]|25|[01][0-9a-fA-F]|7[fF]))\S*)?$`;

const FILE_ID_SCHEMA = { type: 'string', minLength: 1, maxLength: 500, pattern: FILE_REFERENCE_PATTERN };

export const IMAGE_ITEM_SCHEMA = {
  type: 'object',
  required: ['fileid'],
  additionalProperties: false,
  properties: { fileid: FILE_ID_SCHEMA, hash: { type: 'string', maxLength: 200 } },
};

/** The field for an image key; `max` is the form's upload.max (undefined when only shown). */
export function imageFieldSpec(max: number | undefined, label: string): FieldSpec {
  if (max === 1) return { type: 'string', maxLength: FILE_ID_SCHEMA.maxLength, pattern: FILE_REFERENCE_PATTERN, label };
  return { type: 'array', items: IMAGE_ITEM_SCHEMA, label };
}
