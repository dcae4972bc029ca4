/**
 * How the HTTP layer talks to the user. The kernel only knows this interface; the default is the
 * antd implementation, and the app shell may replace it (for instance with one built from
 * antd's App.useApp() so messages follow the theme and locale).
 */
import { createAntdNotifier } from './antd-notifier';

export interface Notifier {
  /** Yellow message (code ≠ '0', 400, 402). */
  warning(text: string): void;
  /** Red message shown for `seconds` (other statuses, offline). */
  error(text: string, seconds: number): void;
  /** Maintenance dialog; implementations sanitize `html` again before showing it. */
  maintenance(html: string): void;
  /** Non-closable session-expired dialog whose single button runs `onConfirm`. */
  sessionExpired(onConfirm: () => void): void;
}

let current: Notifier | undefined;

export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export function getNotifier(): Notifier {
  current ??= createAntdNotifier();
  return current;
}
