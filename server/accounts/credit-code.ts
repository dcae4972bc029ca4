/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character alphabet (no I, O, Z, S, V),
 * the registering authority and entity type, a six-digit region code, a nine-character organisation
 * code and a check character. The client checks the same rule (src/validators/identity.ts).
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Shape only: what the JSON schema of a request can check. */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$';

export function isCreditCode(text: string): boolean {
  if (!new RegExp(CREDIT_CODE_PATTERN).test(text)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * ALPHABET.indexOf(text[index] ?? ''), 0);
  return ALPHABET[(31 - (sum % 31)) % 31] === text[17];
}
