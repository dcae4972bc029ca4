/** Dashboards: stat cards and charts. */

import type { ApiPath, RoutePath } from './api.js';
import type { FormLink } from './form.js';
import type { Format } from './formats.js';
import type { ScreenBase } from './screen-base.js';

/**
 * A period counted back from today that a list's date range filter is limited to: `today`, or
 * `thisMonth` (the first to the last day of the current month), in local time.
 */
export type RelativePeriod = 'today' | 'thisMonth';

/**
 * The list a dashboard figure sums: the list screen, the values of its own filters, and the column added
 * up. The card opens that list with those filters, and the server adds up (in fen) the rows the same list
 * shows the caller with the same filters, so the figure and the list cannot disagree.
 * @example {"list": "/saas/settle/index", "filters": {"direction": "INCOME"}, "periods": {"created_at": "thisMonth"}, "sum": "amount"}
 */
export interface CardSource {
  /** Route of a list screen (its `path`). */
  list: RoutePath;
  /** Values of the list's select, text and number filters, by filter key. */
  filters?: Record<string, string | number>;
  /** The list's `dateRange` filters limited to a period, by filter key. */
  periods?: Record<string, RelativePeriod>;
  /** Column of the list whose amounts are added up. */
  sum: string;
}

/**
 * A number of a dashboard, read from an API. A money figure (`format` money) names the list it sums in
 * `source`; screens:check refuses one that does not.
 * @example {"title": "今日订单", "api": "/stats/orders/today", "valueKey": "count"}
 */
export interface StatCard {
  title: string;
  api: ApiPath;
  /** Dot path to the number in the response's data. */
  valueKey: string;
  format?: Format;
  /** The list the figure sums; the card becomes a link opening it with its filters. */
  source?: CardSource;
}

/**
 * How a chart shows a series' numbers on its axis and in its tooltip: `number` as they are (default),
 * `percent` with a % sign (a rate 0–100), `money` with two decimals and thousands separators.
 */
export type ChartValueFormat = 'number' | 'percent' | 'money';

/** A series of a chart: the row field holding its numbers and its legend label. */
export interface ChartSeries {
  /** Row field holding the series' numbers. */
  key: string;
  /** Legend and tooltip label. */
  label: string;
  /** How its numbers are shown; default `number`. */
  format?: ChartValueFormat;
}

/** A time window the user picks above a chart, sent as one query parameter of its API. */
export interface ChartRange {
  /** Query parameter taking the window: a number of days or of months. */
  param: 'days' | 'months';
  /** The windows offered (近7天, 近30天, …). @minItems 2 */
  options: number[];
  /** The window shown first; one of `options`. */
  default: number;
}

/**
 * A line, bar or pie chart of rows one API returns.
 * @example {"title": "近7天订单", "type": "line", "api": "/stats/orders/daily", "xKey": "date", "yKeys": [{"key": "count", "label": "订单数"}], "range": {"param": "days", "options": [7, 30], "default": 7}}
 */
export interface Chart {
  title: string;
  type: 'line' | 'bar' | 'pie';
  api: ApiPath;
  /** Dot path to the rows in the response's data; the data itself when omitted. */
  dataKey?: string;
  /** Row field of the category axis (line, bar) or of the slice names (pie). */
  xKey: string;
  /** One series per entry; a pie draws the first. @minItems 1 */
  yKeys: ChartSeries[];
  /** Grid columns taken (1 half the width, 2 the full width); default 1. @minimum 1 @maximum 2 */
  span?: number;
  /** Fixed query parameters of the API, e.g. `{"unit": "week"}`. */
  params?: Record<string, string | number>;
  /** A time window the user chooses, sent with `params`. */
  range?: ChartRange;
}

/**
 * Stat cards and charts.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/dashboard/index", "title": "数据看板", "kind": "dashboard", "cards": [{"title": "今日订单", "api": "/stats/orders/today", "valueKey": "count"}]}
 */
export interface DashboardScreen extends ScreenBase {
  /** A dashboard: stat cards, then charts. */
  kind: 'dashboard';
  /** The figures along the top, each read from its own API. */
  cards: StatCard[];
  /** Charts below the cards. */
  charts?: Chart[];
  /**
   * Buttons beside the title opening other routes, e.g. 修改密码 on 我的账号; a route the user's menu
   * permission does not allow shows no button.
   */
  links?: FormLink[];
}
