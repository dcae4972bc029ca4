/** Screens drawn by a bespoke renderer. */

import type { ScreenBase } from './screen-base.js';

/**
 * A screen drawn by a bespoke renderer named from the renderer registry.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/system/screens/index", "title": "页面目录", "kind": "custom", "renderer": "screenCatalogue"}
 */
export interface CustomScreen extends ScreenBase {
  /** A screen drawn whole by a bespoke renderer. */
  kind: 'custom';
  /** Name of the renderer in the renderer registry (renderers/custom-renderers.ts), e.g. "screenCatalogue"; screens:check refuses an unknown one. */
  renderer: string;
}
