/**
 * "Did you mean …?" for screens:check and the screen workbench: the valid name nearest to a misspelt one.
 * Pure; no I/O.
 */
import { closest, distance } from 'fastest-levenshtein';

/**
 * The candidate nearest to `input` by edit distance, when it is close enough to be what was meant:
 * at most max(2, a third of the longer of the two) edits. Undefined when nothing is that close.
 */
export function nearestName(input: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0 || input === '') return undefined;
  const best = closest(input, [...candidates]);
  const edits = distance(input, best);
  const allowed = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3));
  return edits > 0 && edits <= allowed ? best : undefined;
}

/** ` — did you mean "x"?` after a message, or '' when no candidate is near. */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const best = nearestName(input, candidates);
  return best === undefined ? '' : ` — did you mean ${JSON.stringify(best)}?`;
}

/** What a registry name at a JSON pointer is, for the message: widget, formatter, validator, action, … */
export function registryKindAt(pointer: string): string | undefined {
  if (/\/format\/name$/.test(pointer)) return 'formatter';
  if (/\/rules\/\d+\/name$/.test(pointer)) return 'validator';
  if (/\/widget$/.test(pointer)) return 'widget';
  if (/\/action$/.test(pointer)) return 'action';
  if (/\/operator$/.test(pointer)) return 'condition operator';
  if (/\/operation$/.test(pointer)) return 'operation code';
  if (/\/effect$/.test(pointer)) return 'effect';
  if (/\/parties\/\d+$/.test(pointer)) return 'party';
  if (pointer === '/kind') return 'screen kind';
  return undefined;
}

/**
 * The route nearest to a link that matches none: a route of as many segments that differs from it in
 * one segment only, that segment being close by `nearestName`'s rule (parameters match parameters).
 */
export function nearestRoute(link: string, routes: readonly string[]): string | undefined {
  const segments = (link.split('?')[0] ?? link).split('/');
  const sameSegment = (a: string, b: string | undefined): boolean => a === b || (a.startsWith(':') && b?.startsWith(':') === true);
  for (const route of routes) {
    const other = route.split('/');
    if (other.length !== segments.length) continue;
    const differing = segments.flatMap((segment, index) => (sameSegment(segment, other[index]) ? [] : [index]));
    const index = differing[0];
    if (differing.length !== 1 || index === undefined) continue;
    if (nearestName(segments[index] ?? '', [other[index] ?? '']) !== undefined) return route;
  }
  return undefined;
}
