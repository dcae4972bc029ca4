/** What a dialog of the dialog registry is given by the `dialog` action that opens it. */
export interface RegisteredDialogProps {
  open: boolean;
  /** The row a row action opens the dialog on, to edit it; none from a toolbar, to create a record. */
  record?: Readonly<Record<string, unknown>>;
  /** The data provider of the screen: the dialog saves through it, so a refused save is shown as the screen's are. */
  dataProviderName: string;
  onClose: () => void;
  /** After a save: the list reloads. */
  onSaved: () => void;
}
