import { registerMessages } from '../../src/i18n';
import { orderImport } from '../../src/i18n/messages/order-import';

registerMessages(orderImport);
