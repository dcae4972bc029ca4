/** Value helpers shared by the validators. */

/** Blank for the format validators: nothing typed (they leave emptiness to `required`). */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Empty for `required`: blank, false, NaN and the number 0 are empty; true is not. */
export function isRequiredEmpty(value: unknown): boolean {
  if (isBlank(value)) return true;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (typeof value === 'boolean') return !value;
  return false;
}

/** The value as text: strings are trimmed, numbers written out, anything else is ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Fills `{name}` placeholders of a message. */
export function fillMessage(template: string, params: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** A text that must match `pattern` when anything was typed. */
export function matches(value: unknown, pattern: RegExp): boolean {
  return pattern.test(asText(value));
}
