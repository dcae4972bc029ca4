import { registerMessages } from '../../../src/i18n';
import { versions } from '../../../src/i18n/messages/versions';

registerMessages(versions);
