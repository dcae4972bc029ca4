/** What the uploader tells the user when it refuses a file: a text of the upload catalogue and its values. */
import type { UploadTextKey } from '../i18n/messages/upload.js';

export interface UploadProblem {
  key: UploadTextKey;
  params?: Record<string, string | number>;
}
