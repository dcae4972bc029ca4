import { useMenuStore } from '../../../src/access/menu-store';
import { canSeeFeeAmounts } from '../../../src/fees';
import { registerMessages, useT } from '../../../src/i18n';
import { fees as feeTexts } from '../../../src/i18n/messages/fees';
import { formatMoney } from './values';

registerMessages(feeTexts);

/** A fee amount, shown only to users holding one of the fee-display codes (core spec §6). */
export function FeeAmount({ value }: { value: unknown }) {
  const t = useT();
  const visible = useMenuStore((state) => canSeeFeeAmounts(state.codes));
  return <>{visible ? formatMoney(value) : t('fees.hiddenAmount')}</>;
}
