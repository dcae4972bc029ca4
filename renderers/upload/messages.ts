/** Registers the uploader's texts once, for every view of this folder. */
import { registerMessages } from '../../src/i18n';
import { uploadTexts } from '../../src/i18n/messages/upload';

registerMessages(uploadTexts);
