/**
 * The span each field of a detail section gets in a Descriptions of `column` columns. A field whose
 * span does not fit in what is left of its line starts the next line, and the field before it fills
 * its own line ('filled'), so every line adds up to the column count: a wide field (备注, span 3) keeps
 * its whole width instead of being squeezed into the last cell, and no line is over-full.
 */
export function descriptionSpans(spans: ReadonlyArray<number | undefined>, column: number): Array<number | 'filled' | undefined> {
  const out: Array<number | 'filled' | undefined> = [];
  let used = 0;
  spans.forEach((wanted, index) => {
    const span = Math.min(wanted ?? 1, column);
    if (used > 0 && used + span > column) {
      out[index - 1] = 'filled';
      used = 0;
    }
    out.push(wanted === undefined ? undefined : span);
    used += span;
    if (used >= column) used = 0;
  });
  return out;
}
