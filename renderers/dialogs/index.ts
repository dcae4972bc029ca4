/**
 * The dialog registry: the dialogs a `dialog` action of a descriptor names (src/screen-model/types.ts
 * DialogName). Each loads with the first opening, not with every list.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogName } from '../../src/screen-model/types';
import type { RegisteredDialogProps } from './types';

export type { RegisteredDialogProps } from './types';

type DialogModule = { default: ComponentType<RegisteredDialogProps> };

/** The chunk of each dialog; pointing at a button may start loading it. */
export const DIALOG_LOADERS = {
  driver: () => import('../pickers/DriverRecordDialog'),
} satisfies Record<DialogName, () => Promise<DialogModule>>;

export const REGISTERED_DIALOGS = Object.fromEntries(
  (Object.keys(DIALOG_LOADERS) as DialogName[]).map((name) => [name, lazy<ComponentType<RegisteredDialogProps>>(() => DIALOG_LOADERS[name]())]),
) as Record<DialogName, LazyExoticComponent<ComponentType<RegisteredDialogProps>>>;
