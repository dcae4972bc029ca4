/** What every screen descriptor has, whatever its kind. */

import type { RoutePath } from './api.js';

export interface ScreenBase {
  /** Path of the schema, for editors (relative to the descriptor). */
  $schema: string;
  /** The route exactly as the spec writes it. */
  path: RoutePath;
  /** Other routes that show this same screen (add/show/update variants, alias-return list pages). */
  aliases?: RoutePath[];
  /** Chinese title of the tab and the page. */
  title: string;
  /** Kept as a tab with its state; default true. */
  cache?: boolean;
}
