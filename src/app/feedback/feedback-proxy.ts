import type { useAppProps } from 'antd/es/app/context';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI, ModalFuncWithPromise } from 'antd/es/modal/useModal';

/** What antd's App.useApp() returns: message, notification and modal bound to the app's theme and locale. */
export type FeedbackApi = useAppProps;

type ModalHandle = ReturnType<ModalFuncWithPromise>;

/** A result to come, boxed: a message's close function and a dialog's handle are thenables, which a promise would unwrap. */
type Later<R> = Promise<{ result: R }>;

/** A message's close function and promise before the message exists: both act once it does. */
function laterMessage(later: Later<MessageType>): MessageType {
  const closed = later.then(({ result: shown }) => new Promise<boolean>((resolve) => void shown.then(resolve)));
  return Object.assign(() => void later.then(({ result: shown }) => shown()), { then: closed.then.bind(closed) });
}

/** A dialog's handle before the dialog exists: destroy, update and then act once it does. */
function laterModal(later: Later<ModalHandle>): ModalHandle {
  return {
    destroy: () => void later.then(({ result: handle }) => handle.destroy()),
    update: (configUpdate) => void later.then(({ result: handle }) => handle.update(configUpdate)),
    then: (resolve, reject) => later.then(({ result: handle }) => handle.then(resolve, reject)),
  };
}

/**
 * An App.useApp() API whose calls go to the real one that `load` mounts: at once once it is there,
 * after it has loaded before that (in the order they were made). Nothing loads for a destroy with
 * nothing shown.
 */
export function createFeedbackProxy(load: () => Promise<FeedbackApi>): FeedbackApi {
  let real: FeedbackApi | undefined;
  let pending: Promise<FeedbackApi> | undefined;
  const ready = () => (pending ??= load().then((api) => (real = api)));
  const call = <R>(use: (api: FeedbackApi) => R, standIn: (later: Later<R>) => R): R =>
    real ? use(real) : standIn(ready().then((api) => ({ result: use(api) })));
  const destroyLater = (use: (api: FeedbackApi) => void) => {
    if (real) use(real);
    else void pending?.then(use);
  };

  const messageFn = (kind: Exclude<keyof MessageInstance, 'destroy' | 'open'>): MessageInstance[typeof kind] =>
    (...args) => call((api) => api.message[kind](...args), laterMessage);
  const message: MessageInstance = {
    info: messageFn('info'),
    success: messageFn('success'),
    error: messageFn('error'),
    warning: messageFn('warning'),
    loading: messageFn('loading'),
    open: (args) => call((api) => api.message.open(args), laterMessage),
    destroy: (key) => destroyLater((api) => api.message.destroy(key)),
  };

  const notificationFn = (kind: Exclude<keyof NotificationInstance, 'destroy'>): NotificationInstance[typeof kind] =>
    (args) => call((api) => api.notification[kind](args), () => undefined);
  const notification: NotificationInstance = {
    success: notificationFn('success'),
    error: notificationFn('error'),
    info: notificationFn('info'),
    warning: notificationFn('warning'),
    open: notificationFn('open'),
    destroy: (key) => destroyLater((api) => api.notification.destroy(key)),
  };

  const modalFn = (kind: keyof HookAPI): ModalFuncWithPromise => (props) => call((api) => api.modal[kind](props), laterModal);
  const modal: HookAPI = {
    info: modalFn('info'),
    success: modalFn('success'),
    error: modalFn('error'),
    warning: modalFn('warning'),
    confirm: modalFn('confirm'),
  };

  return { message, notification, modal };
}
