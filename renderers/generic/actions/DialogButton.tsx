import { Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import type { DialogAction } from '../../../src/screen-model/types';
import { DIALOG_LOADERS, REGISTERED_DIALOGS } from '../../dialogs';

interface DialogButtonProps {
  action: DialogAction;
  /** The row the dialog edits; none to create a record. */
  record?: Readonly<Record<string, unknown>>;
  dataProviderName: string;
  /** Link (a row) or primary (a toolbar). */
  variant: 'link' | 'primary';
  icon?: ReactNode;
  /** After the dialog saved. */
  onSaved: () => void;
}

/** A `dialog` action: its button, and the registered dialog it opens (loaded with the first opening). */
export function DialogButton({ action, record, dataProviderName, variant, icon, onSaved }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing still animates the dialog out.
  const [used, setUsed] = useState(false);
  const Dialog = REGISTERED_DIALOGS[action.dialog];
  const preload = () => void DIALOG_LOADERS[action.dialog]();
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        type={variant}
        size={variant === 'link' ? 'small' : undefined}
        icon={icon}
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {action.label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            record={record}
            dataProviderName={dataProviderName}
            onClose={() => setOpen(false)}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </>
  );
}
