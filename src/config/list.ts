/**
 * How the generic list lays out and caches its rows. Widths are fixed so the table never measures its
 * content; long pages render only the rows in view.
 */
import type { Format } from '../screen-model/types';

/** Width (px) of a column whose descriptor gives none, by its formatter ("text" when it has none). */
export const DEFAULT_COLUMN_WIDTH: Readonly<Record<Format['name'], number>> = {
  text: 140,
  money: 110,
  date: 110,
  datetime: 170,
  enum: 100,
  tag: 160,
  link: 150,
  feeAmount: 120,
  chineseAmount: 220,
  images: 140,
  optionSet: 100,
};

/** antd's row selection column (its `selectionColumnWidth` token). */
export const SELECTION_COLUMN_WIDTH = 32;
/** The actions column: per character of a button label (14 px text), per button (its padding) and the cell's padding. */
export const ACTION_LABEL_CHAR_WIDTH = 14;
export const ACTION_BUTTON_PADDING = 16;
export const ACTIONS_CELL_PADDING = 32;

/**
 * Pages with more rows than this render only the rows in view (antd's virtual table); shorter pages
 * render every row, so all of them are in the page for find-in-page and assistive technology.
 */
export const VIRTUAL_ROWS_ABOVE = 50;
/** Height (px) of the scrolling body of a virtual list. */
export const VIRTUAL_BODY_HEIGHT = 560;

/**
 * How long a fetched page counts as fresh: a tab shown again within this time shows its cached page
 * without asking the server; after it, the page is shown at once and fetched again in the background.
 * Saves and deletes invalidate the lists of their resource explicitly, so this only bounds how long
 * changes made by other users may go unseen.
 */
export const QUERY_STALE_TIME_MS = 60_000;

/**
 * How long the first page of a list asked ahead of its screen (src/data/pages-ahead.ts) may be handed to
 * that screen's own request. The screen asks within a second of it; a later ask goes to the server.
 */
export const AHEAD_ANSWER_TTL_MS = 5_000;
