/** The JSON Schema of a stored TrackEvent (src/workflow/types.ts), for the records' `tracks` field. */
import type { JsonSchema } from '../records/types.js';

const text = (maxLength: number): JsonSchema => ({ type: 'string', maxLength });

export const TRACK_EVENT_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['at', 'action', 'label', 'to', 'to_label', 'user_name', 'party', 'company_name'],
  properties: {
    at: text(19),
    action: text(40),
    label: text(40),
    from: text(40),
    to: text(40),
    to_label: text(40),
    user_name: text(50),
    party: { type: 'string', enum: ['merchant', 'servicer', 'delivery', 'platform'] },
    company_name: text(100),
    note: text(1000),
  },
};
