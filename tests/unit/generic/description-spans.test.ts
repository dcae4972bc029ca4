import { describe, expect, it } from 'vitest';
import { descriptionSpans } from '../../../renderers/generic/show/description-spans';

describe('descriptionSpans', () => {
  it('moves a wide field that does not fit to a line of its own, the field before filling its line', () => {
    // 补件详情: eight fields, then 备注 across the whole width, in three columns.
    const spans = [...Array<undefined>(8).fill(undefined), 3];
    expect(descriptionSpans(spans, 3)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined, 'filled', 3]);
  });

  it('leaves fields alone where every line already adds up', () => {
    expect(descriptionSpans([undefined, 2, 3, undefined], 3)).toEqual([undefined, 2, 3, undefined]);
  });

  it('caps a span at the column count of a narrow screen', () => {
    expect(descriptionSpans([undefined, 3, undefined], 2)).toEqual(['filled', 2, undefined]);
    expect(descriptionSpans([3, 2], 1)).toEqual([1, 1]);
  });
});
