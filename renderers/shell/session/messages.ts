/** Registers the session texts; imported for this effect by the session components and the user menu. */
import { registerMessages } from '../../../src/i18n';
import { session } from '../../../src/i18n/messages/session';

registerMessages(session);
