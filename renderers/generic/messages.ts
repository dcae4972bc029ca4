/** Registers the generic renderers' texts; each generic renderer's lazy import loads this with it. */
import { registerMessages } from '../../src/i18n';
import { generic } from '../../src/i18n/messages/generic';
import { workflow } from '../../src/i18n/messages/workflow';

registerMessages(generic);
registerMessages(workflow);
