/** App variant, account type and brand from the host name (core spec §1). */

export type AppCode = 'OSS' | 'BANG' | 'PAI' | 'DA';
export type AccountType = 'servicer' | 'consignor' | 'delivery';

export const APP_CODES: readonly AppCode[] = ['OSS', 'BANG', 'PAI', 'DA'];

/** First host label → app code. */
const VARIANT_BY_LABEL: Readonly<Record<string, AppCode>> = { oss: 'OSS', bang: 'BANG', pai: 'PAI', da: 'DA' };

/** Host prefixes → account type, in the order the spec lists them. */
const ACCOUNT_TYPE_PREFIXES: ReadonlyArray<readonly [AccountType, readonly string[]]> = [
  ['servicer', ['oss', 'bang', 'tms']],
  ['consignor', ['da', 'pss']],
  ['delivery', ['pai', 'ds', 'jiaxing']],
];

/** System names of the known variants; an unknown host reads its brand file instead. */
export const VARIANT_SYSTEM_NAMES: Readonly<Record<AppCode, string>> = {
  OSS: '物流云平台运营中心',
  BANG: '物流云服务商工作台',
  PAI: '物流云仓配安装工作台',
  DA: '物流云商家发货台',
};

export interface HostVariant {
  /** The app code when the first label names a variant; undefined for an unknown host. */
  appCode: AppCode | undefined;
  accountType: AccountType | undefined;
  firstLabel: string;
}

export function firstHostLabel(hostname: string): string {
  return (hostname.split('.')[0] ?? '').toLowerCase();
}

export function resolveHostVariant(hostname: string): HostVariant {
  const firstLabel = firstHostLabel(hostname);
  const appCode = VARIANT_BY_LABEL[firstLabel];
  const accountType = ACCOUNT_TYPE_PREFIXES.find(([, prefixes]) => prefixes.some((p) => firstLabel.startsWith(p)))?.[0];
  return { appCode, accountType, firstLabel };
}

/** The static brand file of spec §7 (systemName, appCode, logo, icon). */
export interface BrandFile {
  systemName: string;
  appCode: AppCode;
  logo?: string;
  icon?: string;
  /** Edition flags (src/config/edition.ts); absent means 0. */
  edition?: number;
}

export function isAppCode(value: unknown): value is AppCode {
  return typeof value === 'string' && (APP_CODES as readonly string[]).includes(value);
}
