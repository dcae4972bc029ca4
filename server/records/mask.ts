/** Masks personal data shown to anonymous callers. */

/** 13812345678 → 138****5678; shorter numbers keep their last 2 digits only. */
export function maskPhone(value: string): string {
  const digits = value.trim();
  if (digits.length >= 11) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  return digits.length > 2 ? `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}` : '*'.repeat(digits.length);
}

/** 王小明 → 王**; the first character stays so a caller can recognise the entry. */
export function maskName(value: string): string {
  const chars = [...value.trim()];
  return chars.length <= 1 ? chars.join('') : chars[0] + '*'.repeat(chars.length - 1);
}

export function maskFields<T extends Record<string, unknown>>(record: T, mask: Readonly<Record<string, 'phone' | 'name'>>): T {
  const copy: Record<string, unknown> = { ...record };
  for (const [field, kind] of Object.entries(mask)) {
    const value = copy[field];
    if (typeof value === 'string' && value !== '') copy[field] = kind === 'phone' ? maskPhone(value) : maskName(value);
  }
  return copy as T;
}
