/** The body field of an update that names the record version the edit was based on (see versioned-update.ts). */
import type { JsonSchema } from './types.js';

export const VERSION_FIELD = 'version';

/** Its schema in an update body. */
export const VERSION_SCHEMA: JsonSchema = { type: 'integer', minimum: 1, title: '版本' };
