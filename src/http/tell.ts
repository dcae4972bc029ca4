/** Messages to the user through the current Notifier, each text at most once per de-duplication window. */
import type { Notifier } from './notifier';

export interface Teller {
  warning(text: string): void;
  error(text: string, seconds: number): void;
}

export function createTeller(notifier: () => Notifier, shouldShow: (key: string) => boolean): Teller {
  return {
    warning(text) {
      if (shouldShow(text)) notifier().warning(text);
    },
    error(text, seconds) {
      if (shouldShow(text)) notifier().error(text, seconds);
    },
  };
}

/** The teller of a silent client: the text goes to the console only and is not recorded as shown. */
export const silentTeller: Teller = {
  warning(text) {
    console.warn(text);
  },
  error(text) {
    console.warn(text);
  },
};
