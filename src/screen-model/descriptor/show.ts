/** Detail screens: sections, timelines, nested tables and record links. */

import type { RecordAction } from './actions.js';
import type { ApiPath, ApiRef, DataConvention, RoutePath, RouteTemplate } from './api.js';
import type { Condition } from './conditions.js';
import type { Column } from './list.js';
import type { ScreenBase } from './screen-base.js';
import type { ShowField } from './show-field.js';

/**
 * A titled part of a detail screen: the record's fields as label–value pairs, or (with `timeline`) a list
 * of events of the record drawn as a timeline, e.g. {"title": "物流轨迹", "card": true, "timeline": {"key": "tracks"}}.
 * A section has one of `fields` and `timeline`.
 * @example {"title": "基本信息", "card": true, "fields": [{"key": "order_no", "label": "订单号"}, {"key": "amount", "label": "金额", "format": {"name": "money"}}]}
 */
export interface ShowSection {
  title: string;
  fields?: ShowField[];
  /** Draws the record's track (物流轨迹) instead of fields. */
  timeline?: SectionTimeline;
  /** Draw the section in a card container with its title in the card's header, apart from the other sections. */
  card?: boolean;
}

/**
 * Where a timeline section finds its events: a record field holding the track events a workflow appends
 * (time, transition, the state reached, who acted for which company, what was asked), oldest first.
 * The timeline shows the newest event first, and 暂无轨迹 when there is none.
 * @example {"key": "tracks"}
 */
export interface SectionTimeline {
  /** Dot path of the record field holding the events, e.g. "tracks". */
  key: string;
}

/**
 * A table of the record's own list field, e.g. the goods lines of an order.
 * @example {"kind": "table", "title": "货物明细", "key": "goods", "columns": [{"key": "name", "title": "货物名称"}, {"key": "quantity", "title": "数量"}]}
 */
export interface FieldTable {
  kind: 'table';
  title: string;
  /** Dot path of the record field holding an array of rows. */
  key: string;
  columns: Column[];
}

/**
 * A table of a related list resource filtered by this record, e.g. the tickets of an order.
 * @example {"kind": "table", "title": "相关工单", "resource": "/tickets", "filterKey": "order_no", "valueKey": "order_no", "columns": [{"key": "ticket_no", "title": "工单号"}]}
 */
export interface ResourceTable {
  kind: 'table';
  title: string;
  /** List resource of the related rows. */
  resource: ApiPath;
  /** Response convention of the resource; defaults to "main". */
  convention?: DataConvention;
  /** Query parameter the related rows are filtered by, e.g. "order_no". */
  filterKey: string;
  /** Record field whose value is sent as `filterKey`; defaults to the record id of the route. */
  valueKey?: string;
  columns: Column[];
}

/** A table below the sections of a detail screen. */
export type NestedTable = FieldTable | ResourceTable;

/** A button of a detail screen opening another route; `:name` segments come from the record (`:id` the route's id). */
export interface RecordLink {
  label: string;
  to: RouteTemplate;
  /** Shown only while the record matches. */
  visibleWhen?: Condition;
}

/**
 * The detail of one record (`:id` of the route) in sections of fields, with nested tables and buttons.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/system/role/show/:id", "title": "角色详情", "kind": "show", "api": {"resource": "/system/roles"}, "sections": [{"title": "基本信息", "fields": [{"key": "name", "label": "角色名称"}]}], "backTo": "/saas/system/role/index"}
 */
export interface ShowScreen extends ScreenBase {
  /** A detail screen: one record, the `:id` of the route. */
  kind: 'show';
  /** The collection of the record: it is read from GET `resource/{id}` (or `get`). */
  api: ApiRef;
  /** The record's fields in titled groups, top to bottom; a group may show the record's track as a timeline instead. */
  sections: ShowSection[];
  /** Tables below the sections. */
  nested?: NestedTable[];
  /** Buttons calling the backend for this record (`{id}` and other placeholders filled from the record), or printing it. */
  actions?: RecordAction[];
  /** Buttons opening other screens for this record (e.g. 发起催件 → a new ticket for this order). */
  links?: RecordLink[];
  /** Route of the edit screen for this record, if any. */
  editTo?: RouteTemplate;
  /** Route of the list to go back to. */
  backTo?: RoutePath;
}
