/** Registers the printing texts; the print button and the template layout editor import this with them. */
import { registerMessages } from '../../src/i18n';
import { printTexts } from '../../src/i18n/messages/print';

registerMessages(printTexts);
