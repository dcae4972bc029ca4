import { registerMessages } from '../../src/i18n';
import { operations } from '../../src/i18n/messages/operations';
import { orderImport } from '../../src/i18n/messages/order-import';

registerMessages(orderImport);
registerMessages(operations);
