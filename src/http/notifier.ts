/**
 * How the HTTP layer talks to the user. The kernel only knows this interface. The app sets one
 * built from antd's App.useApp() (NotifierBridge) so messages follow the theme and locale; until it
 * has, messages go through a deferred notifier that loads antd on first use, so pages without antd
 * (the login page) do not load it just in case a message is needed.
 */
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

/** Mounts an antd <App> whose NotifierBridge sets the notifier; resolves once it has. */
export type NotifierHost = () => Promise<void>;

let current: Notifier | undefined;
let host: NotifierHost | undefined;
let hostMounted: Promise<void> | undefined;

export function setNotifier(notifier: Notifier): void {
  // Restoring what getNotifier() returned before one was set means "none set".
  current = notifier === deferred ? undefined : notifier;
}

/** The app's way of mounting an antd <App> the first time a message must be shown before any is mounted. */
export function setNotifierHost(mount: NotifierHost): void {
  host = mount;
}

/** Without a host (tests, other entry points): antd's static API. */
async function fallbackNotifier(): Promise<Notifier> {
  const { createStaticAntdNotifier } = await import('./antd-static-notifier');
  current ??= createStaticAntdNotifier();
  return current;
}

async function realNotifier(): Promise<Notifier> {
  if (current) return current;
  if (!host) return fallbackNotifier();
  hostMounted ??= host();
  await hostMounted;
  return current ?? fallbackNotifier();
}

/** Forwards each message, a few milliseconds later, to the notifier the host sets. */
const deferred: Notifier = {
  warning: (text) => void realNotifier().then((n) => n.warning(text)),
  error: (text, seconds) => void realNotifier().then((n) => n.error(text, seconds)),
  maintenance: (html) => void realNotifier().then((n) => n.maintenance(html)),
  sessionExpired: (onConfirm) => void realNotifier().then((n) => n.sessionExpired(onConfirm)),
};

export function getNotifier(): Notifier {
  return current ?? deferred;
}
