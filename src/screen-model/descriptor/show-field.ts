/** A field of a detail screen or of a call dialog, shown as a label and a formatted value. */

import type { EditionLabel } from './edition-label.js';
import type { Format } from './formats.js';

export interface ShowField extends EditionLabel {
  key: string;
  label: string;
  format?: Format;
  /** Truncate text with a tooltip after this many characters (default 20 when true), as list columns do. */
  ellipsis?: boolean | number;
  /** Grid columns taken in the section (1–3). @minimum 1 @maximum 3 */
  span?: number;
}
