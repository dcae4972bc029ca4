import { registerMessages } from '../../src/i18n';
import { widgets } from '../../src/i18n/messages/widgets';

/** The widgets' texts, registered once by whichever widget loads first. */
registerMessages(widgets);
