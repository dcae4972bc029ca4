/**
 * The value of an image field (core spec §3 'Image: fileid'; widgets spec §3 'Image item: fileid (url),
 * hash'). A field holding at most one image (`max` 1) stores the bare file id string, so a column that
 * always held one image URL (e.g. a business licence) keeps its shape; any other field stores a list of
 * image items. Reading accepts both shapes, and lists of bare ids.
 */

/** One uploaded image: the file id (or URL) the server gave and the fingerprint it was uploaded with. */
export interface ImageItem {
  fileid: string;
  /** The duplicate-check fingerprint (size:checksum:type); '' for images saved without one. */
  hash: string;
}

/** A field value of either shape, or a text with one id, as items. */
export function toImageItems(value: unknown): ImageItem[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [{ fileid: value.trim(), hash: '' }];
  if (!Array.isArray(value)) return [];
  const items: ImageItem[] = [];
  for (const entry of value) {
    if (typeof entry === 'string' && entry.trim() !== '') items.push({ fileid: entry.trim(), hash: '' });
    else if (entry && typeof entry === 'object' && typeof (entry as { fileid?: unknown }).fileid === 'string') {
      const { fileid, hash } = entry as { fileid: string; hash?: unknown };
      if (fileid !== '') items.push({ fileid, hash: typeof hash === 'string' ? hash : '' });
    }
  }
  return items;
}

/** The value stored for `items`: the first id when the field takes one image, else the list. Empty is undefined. */
export function imageFieldValue(items: readonly ImageItem[], max: number): string | ImageItem[] | undefined {
  if (items.length === 0) return undefined;
  return max === 1 ? items[0]!.fileid : items.map(({ fileid, hash }) => ({ fileid, hash }));
}
