/**
 * Screen descriptor types: the single source of truth for every JSON file under screens/.
 * `npm run screens:schema` generates schemas/screen.schema.json from `ScreenDescriptor`.
 * Descriptors are data only: no code, no string expressions; formatters, widgets, validators and
 * actions are named from registries, conditions use the json-rules-engine condition format.
 */

import type { CustomScreen } from './descriptor/custom.js';
import type { DashboardScreen } from './descriptor/dashboard.js';
import type { FormScreen } from './descriptor/form.js';
import type { ListScreen } from './descriptor/list.js';
import type { ShowScreen } from './descriptor/show.js';

// Every descriptor type, by concern; this file adds only the union of the screen kinds.
export type * from './descriptor/api.js';
export type * from './descriptor/edition-label.js';
export type * from './descriptor/options.js';
export type * from './descriptor/formats.js';
export type * from './descriptor/validators.js';
export type * from './descriptor/conditions.js';
export type * from './descriptor/list.js';
export type * from './descriptor/actions.js';
export type * from './descriptor/workflow-actions.js';
export type * from './descriptor/show-field.js';
export type * from './descriptor/show.js';
export type * from './descriptor/pickers.js';
export type * from './descriptor/form-widgets.js';
export type * from './descriptor/form-field.js';
export type * from './descriptor/form.js';
export type * from './descriptor/dashboard.js';
export type * from './descriptor/custom.js';

/**
 * One JSON file under screens/.
 * @discriminator kind
 */
export type ScreenDescriptor = ListScreen | ShowScreen | FormScreen | DashboardScreen | CustomScreen;

export type ScreenKind = ScreenDescriptor['kind'];
