import { message, Modal } from 'antd';
import { createAntdNotifier } from './antd-notifier';
import type { Notifier } from './notifier';

/** The notifier on antd's static message and Modal.warning, for entry points without an antd <App>. */
export function createStaticAntdNotifier(): Notifier {
  return createAntdNotifier({ message, modal: Modal });
}
