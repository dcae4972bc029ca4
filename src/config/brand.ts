import { BRAND_FILE_DIR } from './constants';
import { parseEdition } from './edition';
import { DEFAULT_BRAND } from './runtime';
import { isAppCode, resolveHostVariant, VARIANT_SYSTEM_NAMES, type AccountType, type AppCode, type BrandFile } from './variant';

export interface Brand {
  appCode: AppCode;
  accountType: AccountType | undefined;
  systemName: string;
  logo?: string;
  /** The brand file's favicon (same-origin path or data: URL); index.html's icon stays otherwise. */
  icon?: string;
  /** Edition flags of src/config/edition.ts, from the brand file; 0 when it gives none. */
  edition: number;
}

/** The product's own logo, for a brand whose file names none (or a known variant without a file). */
export const DEFAULT_LOGO = `${BRAND_FILE_DIR}/logo.svg`;

function isBrandFile(value: unknown): value is BrandFile {
  const file = value as Partial<BrandFile> | null;
  return !!file && typeof file.systemName === 'string' && isAppCode(file.appCode);
}

/** GET a static brand file; anything that is not a valid brand JSON (a 404, the app's HTML) counts as absent. */
async function fetchBrandFile(name: string): Promise<BrandFile | undefined> {
  try {
    const response = await fetch(`${BRAND_FILE_DIR}/${encodeURIComponent(name)}.json`, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isBrandFile(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The brand of this host: a known first label picks the variant; an unknown host loads the brand file
 * named after its first label, else the deployment's default brand file.
 */
export async function resolveBrand(hostname: string): Promise<Brand> {
  const variant = resolveHostVariant(hostname);
  if (variant.appCode) {
    const file = await fetchBrandFile(variant.firstLabel);
    return {
      appCode: variant.appCode,
      accountType: variant.accountType,
      systemName: file?.systemName ?? VARIANT_SYSTEM_NAMES[variant.appCode],
      logo: file?.logo ?? DEFAULT_LOGO,
      icon: file?.icon,
      edition: parseEdition(file?.edition),
    };
  }
  const file = (await fetchBrandFile(variant.firstLabel)) ?? (await fetchBrandFile(DEFAULT_BRAND));
  const appCode = file?.appCode ?? 'OSS';
  return {
    appCode,
    accountType: variant.accountType,
    systemName: file?.systemName ?? VARIANT_SYSTEM_NAMES[appCode],
    logo: file?.logo ?? DEFAULT_LOGO,
    icon: file?.icon,
    edition: parseEdition(file?.edition),
  };
}

/** Browser title: the page title and the brand's system name. */
export function documentTitle(systemName: string, pageTitle?: string): string {
  return pageTitle ? `${pageTitle} - ${systemName}` : systemName;
}

/** A data: URL of an image may serve as an icon; other schemes may not. */
const DATA_IMAGE_URL = /^data:image\/[a-z0-9.+-]+[;,]/i;

/**
 * The brand icon's URL if it may be used: a same-origin URL (a path such as "/brands/x.ico") or an
 * image data: URL; undefined for anything else (another host, javascript:, a malformed value).
 */
export function safeIconUrl(icon: string | undefined, origin: string): string | undefined {
  const text = icon?.trim();
  if (!text) return undefined;
  if (DATA_IMAGE_URL.test(text)) return text;
  try {
    const url = new URL(text, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : undefined;
  } catch {
    return undefined;
  }
}
