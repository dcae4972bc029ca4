import type { RegisteredDialogProps } from '../dialogs/types';
import { DriverDialog } from './DriverDialog';

/**
 * The driver dialog as the dialog registry's `driver`: from 司机管理's toolbar it adds a driver, from a
 * row it edits that driver; it saves through the list's provider and the list reloads after.
 */
export default function DriverRecordDialog({ open, record, dataProviderName, onClose, onSaved }: RegisteredDialogProps) {
  return <DriverDialog open={open} record={record} saveProvider={dataProviderName} onClose={onClose} onSaved={onSaved} />;
}
