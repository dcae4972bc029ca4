import { PICKER_KINDS, type PickerKindName, type PickerOption } from '../../src/pickers';
import type { PickerOptions } from '../../src/screen-model/types';
import { DriverDialog } from './DriverDialog';
import { PartnerCreateDialog } from './PartnerCreateDialog';
import { ProductDialog } from './ProductDialog';

/** Kinds with a dialog of their own rather than the partner dialog. */
const OWN_DIALOG: readonly PickerKindName[] = ['driver', 'product'];

export const hasCreateDialog = (kind: PickerKindName): boolean => OWN_DIALOG.includes(kind) || PICKER_KINDS[kind].create !== undefined;

export interface CreateDialogForProps {
  kind: PickerKindName;
  kindName: string;
  options: PickerOptions;
  open: boolean;
  onClose: () => void;
  onCreated: (option: PickerOption) => void;
}

/** What the kind adds to the partner dialog's body. */
function extraFields(kind: PickerKindName, options: PickerOptions): Record<string, unknown> {
  if (kind === 'carrier' || kind === 'thirdParty') return { object_sub_type: options.subType ?? 'T_ZX' };
  if (kind === 'station') return { type: options.stationType ?? 'DELIVERY' };
  return {};
}

/** The 'create and use' dialog of a picker kind. */
export function CreateDialogFor({ kind, kindName, options, open, onClose, onCreated }: CreateDialogForProps) {
  if (kind === 'driver') return <DriverDialog open={open} onClose={onClose} onCreated={onCreated} />;
  if (kind === 'product') return <ProductDialog open={open} onClose={onClose} onCreated={onCreated} />;
  const spec = PICKER_KINDS[kind].create;
  if (!spec) return null;
  return (
    <PartnerCreateDialog
      spec={spec}
      kindName={kindName}
      extra={extraFields(kind, options)}
      open={open}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
