/** Registers the texts the public account renderers use; imported for this effect by each of them. */
import { registerMessages } from '../../src/i18n';
import { account } from '../../src/i18n/messages/account';
import { generic } from '../../src/i18n/messages/generic';

registerMessages(account);
// The login prompt shared with the generic form renderer.
registerMessages(generic);
