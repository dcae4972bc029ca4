import { createContext, useContext } from 'react';

/** What a call action's dialog loaded (`dialog.load`), for the selects reading their options from it. */
export const DialogDataContext = createContext<unknown>(undefined);

export const useDialogData = (): unknown => useContext(DialogDataContext);
