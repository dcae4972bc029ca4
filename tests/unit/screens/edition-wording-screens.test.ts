// @vitest-environment node
// Every screen in the DA edition (widgets spec §1: the partner is a supplier and supplier endpoints are
// used): no title, placeholder, rule message, confirmation or success message says 商家 any more (a
// 京东商家 excepted), and every filter of merchants searches the supplier list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listScreenFiles, SCREENS_DIR } from '../../../scripts/screens-lib';
import { EDITION } from '../../../src/config/edition';
import { applyEditionLabels, editionWords } from '../../../src/screen-model/edition-labels';
import type { ScreenDescriptor } from '../../../src/screen-model/types';

const screens = listScreenFiles(SCREENS_DIR).map((path) => ({ path, descriptor: JSON.parse(readFileSync(path, 'utf8')) as ScreenDescriptor }));
const WORDED_KEYS = new Set(['title', 'placeholder', 'message', 'confirm', 'success', 'successMessage', 'hint', 'filePrefix']);
/** Keys under which a title is a column's or an option's (columns are labelled by their tokens, options keep their words). */
const SKIPPED = new Set(['columns', 'options', 'format', 'show']);

/** The worded texts of a descriptor that still say 商家, with their JSON paths. */
function merchantTexts(value: unknown, path: string[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => merchantTexts(item, [...path, String(index)]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    if (SKIPPED.has(key)) return [];
    if (typeof item === 'string') return WORDED_KEYS.has(key) && /(?<!京东)商家/.test(item) ? [`${[...path, key].join('/')}: ${item}`] : [];
    return merchantTexts(item, [...path, key]);
  });
}

describe('the screens in the DA edition', () => {
  const da = editionWords(EDITION.DA);
  const worded = screens.map(({ path, descriptor }) => ({ path, descriptor, da: applyEditionLabels(descriptor, da) }));

  it('word titles, placeholders, messages and confirmations with 供应商', () => {
    const before = worded.flatMap(({ path, descriptor }) => merchantTexts(descriptor).map((text) => `${path} ${text}`));
    expect(before.length).toBeGreaterThan(50);
    expect(worded.flatMap(({ path, da: descriptor }) => merchantTexts(descriptor).map((text) => `${path} ${text}`))).toEqual([]);
  });

  it('name the toolbar buttons with 供应商 (新增商家 reads 新增供应商)', () => {
    const toolbarLabels = (descriptor: ScreenDescriptor): string[] =>
      descriptor.kind === 'list' ? (descriptor.toolbar ?? []).map((item) => item.label).filter((label) => /(?<!京东)商家/.test(label)) : [];
    expect(worded.flatMap(({ descriptor }) => toolbarLabels(descriptor))).toContain('新增商家');
    expect(worded.flatMap(({ da: descriptor }) => toolbarLabels(descriptor))).toEqual([]);
    const consignors = worded.find(({ descriptor }) => descriptor.path === '/saas/resource/consignor/index')?.da;
    expect(consignors?.kind === 'list' ? consignors.toolbar?.[0]?.label : undefined).toBe('新增供应商');
  });

  it('search the supplier list in every filter of merchants', () => {
    const sources = worded.flatMap(({ descriptor, da: daDescriptor }) =>
      descriptor.kind === 'list' && daDescriptor.kind === 'list'
        ? (descriptor.filters ?? []).flatMap((filter, index) =>
          filter.optionsFrom && 'resource' in filter.optionsFrom && filter.optionsFrom.resource === '/resource/consignors'
            ? [(daDescriptor.filters?.[index]?.optionsFrom as { resource: string }).resource]
            : [])
        : []);
    expect(sources).toHaveLength(35);
    expect(new Set(sources)).toEqual(new Set(['/user/resource_binding/supplier/list']));
  });
});
