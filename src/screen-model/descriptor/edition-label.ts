/** Labels worded by the edition (widgets spec §1), shared by filters, columns, form and detail fields. */

/**
 * A word the edition changes (widgets spec §1): `partner` 商家, or 供应商 in the DA edition; `merchantOrStore`
 * 商家, or 门店 in the store edition; `outerOrderNo` 外部单号, or 平台单号; `feeSubject` 运费, or 服务费.
 */
export type EditionLabelToken = 'partner' | 'merchantOrStore' | 'outerOrderNo' | 'feeSubject';

/** A label worded by the edition: `labelPrefix`, the token's word, then `labelSuffix` (e.g. 名称 → 商家名称 / 供应商名称). */
export interface EditionLabel {
  /** The edition's word replaces `label` (or a column's `title`), which stays as the default edition's text. */
  labelToken?: EditionLabelToken;
  /** Text before the edition's word, e.g. "所属" (所属商家 / 所属供应商). */
  labelPrefix?: string;
  /** Text after the edition's word, e.g. "名称". */
  labelSuffix?: string;
}
