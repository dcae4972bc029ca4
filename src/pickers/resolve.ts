/** Which kind a picker widget is in the current edition, and the account data its queries carry. */
import { EDITION, hasEdition } from '../config/edition';
import type { LoginUser } from '../session/token-store';
import type { PickerOptions, PickerWidget } from '../screen-model/types';
import { PICKER_KINDS, type PickerKindName, type PickerKindSpec } from './kinds';
import type { PickerAccount } from './search';

/** The DA edition calls the merchant a supplier and uses the supplier calls (§1). */
export function pickerKindOf(widget: PickerWidget, edition: number): PickerKindName | undefined {
  if (widget === 'merchant' && hasEdition(edition, EDITION.DA)) return 'supplier';
  return widget in PICKER_KINDS ? (widget as PickerKindName) : undefined;
}

/**
 * The i18n key naming what a picker lists and creates (新增{kind} of its dialog): a station picker names
 * its station type (新增中转站), other kinds their kind.
 */
export function kindNameKey(kind: PickerKindName | 'remoteSelect', spec: PickerKindSpec, options: PickerOptions): string {
  if (kind === 'station' && options.stationType) return `pickers.station.type.${options.stationType}`;
  return spec.kindKey;
}

/** The account's object type, service provider and resource ids from the stored login user. */
export function pickerAccount(user: LoginUser | undefined): PickerAccount {
  const expend = (user?.expend ?? {}) as Record<string, unknown>;
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const id = (value: unknown): number | string | undefined =>
    typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;
  return {
    objectType: text(expend.main_type),
    servicerId: id(expend.servicer_id),
    resourceId: id(expend.resource_id),
    appCode: text(expend.app_code),
  };
}
