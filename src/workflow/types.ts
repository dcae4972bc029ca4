/**
 * A business process as data: the states a record moves through, the transitions that move it, who may
 * fire each one, what it asks and what it changes. One JSON file per process under `workflows/`, read by
 * the generic renderer (which buttons a record offers, the dialog each opens) and by the reference server
 * (which transitions it runs, refuses and records). `npm run screens:schema` generates
 * schemas/workflow.schema.json from `WorkflowDescriptor`; `npm run screens:check` checks every workflow.
 */
import type { OperationCode } from '../config/operation-codes.js';
import type { ApiPath, Condition, FormField } from '../screen-model/types.js';

/**
 * The kinds of company that fire transitions: `merchant` 商家 (DA), `servicer` 服务商 (BANG), `delivery`
 * 配送安装服务商 (PAI) and `platform` 平台 (OSS). A company party may fire a transition only on records it
 * is a party to (its field in `parties` holds its main account).
 */
export type WorkflowParty = 'merchant' | 'servicer' | 'delivery' | 'platform';

/** The company parties of a record (the platform is no record's party). */
export type RecordParty = Exclude<WorkflowParty, 'platform'>;

/**
 * One state of the record.
 * @example {"key": "SIGNED", "label": "已签收", "color": "success", "final": true}
 */
export interface WorkflowState {
  /** The value the record's `stateField` holds. @pattern ^[A-Z][A-Z0-9_]*$ */
  key: string;
  label: string;
  /** Colour of the state's tag (an antd tag colour or preset status). */
  color?: string;
  /** No transition leaves a final state except those naming it in `from` explicitly (e.g. 回收). */
  final?: boolean;
  /** How the state reads in a refusal after the subject, e.g. 尚未接单 (订单尚未接单，不能发货); default the label. */
  phrase?: string;
}

/**
 * What a transition changes besides the state.
 * - `stamp`: the current time into `field` (e.g. signed_at), or with `"value": "actor"` the name of the
 *   account firing the transition (e.g. approver_name).
 * - `set`: a fixed value into `field` (e.g. 回访 sets `visited` to true).
 * - `assign`: the company of `party` becomes the one the transition's fields name, found by the resource id
 *   in `from` (e.g. 派单 assigns the delivery company picked in delivery_resource_id); the record becomes
 *   visible to that company and to no other of that party.
 * - `notify`: a message (socket.io push and 消息中心) to the other parties' accounts.
 * - `hold` / `release`: raises or releases the hold `hold` (see `holds`).
 * - `tag` / `untag`: adds or removes an order tag code.
 * - `settle`: each of the record's fee lines becomes a settlement line in the books (once per fee line).
 * - `settleLines`: the settlement lines on the bill (their `bill_no` is the record's key) become SETTLED.
 * - `openDues` / `closeDues` / `payDues`: a bill's receivables (应收, from a merchant) or payables (应付, to a
 *   carrier or delivery company) are opened, withdrawn, or paid in full.
 * @discriminator effect
 */
export type TransitionEffect =
  | StampEffect | SetEffect | AssignEffect | NotifyEffect | HoldEffect | ReleaseEffect | TagEffect | UntagEffect | SettleEffect | SettleLinesEffect
  | OpenDuesEffect | CloseDuesEffect | PayDuesEffect;

/** @example {"effect": "stamp", "field": "signed_at"} */
export interface StampEffect {
  effect: 'stamp';
  /** Record field receiving the current local time (yyyy-MM-dd HH:mm:ss), or the firing account's name. */
  field: string;
  /** What is stamped: the current time (default) or the name (nickname) of the account firing the transition. */
  value?: 'time' | 'actor';
}

/** @example {"effect": "set", "field": "visited", "value": true} */
export interface SetEffect {
  effect: 'set';
  /** Record field receiving the value. */
  field: string;
  /** The value written, whatever the dialog asked. */
  value: string | number | boolean;
}

/** @example {"effect": "assign", "party": "delivery", "from": "delivery_resource_id"} */
export interface AssignEffect {
  effect: 'assign';
  party: RecordParty;
  /** The transition field holding the chosen company's resource id. */
  from: string;
}

/** @example {"effect": "notify", "parties": ["merchant", "delivery"], "title": "订单已派单"} */
export interface NotifyEffect {
  effect: 'notify';
  /** Parties whose accounts are told; the party that fired the transition is never told of its own act. */
  parties: WorkflowParty[];
  title: string;
}

/** @example {"effect": "hold", "hold": "intercept"} */
export interface HoldEffect {
  effect: 'hold';
  /** Key of a hold in `holds`; the transition's fields become the hold record's. */
  hold: string;
}

/** @example {"effect": "release", "hold": "intercept"} */
export interface ReleaseEffect {
  effect: 'release';
  hold: string;
}

/** @example {"effect": "tag", "tag": "ABNORMAL"} */
export interface TagEffect {
  effect: 'tag';
  tag: string;
}

/** @example {"effect": "untag", "tag": "ABNORMAL"} */
export interface UntagEffect {
  effect: 'untag';
  tag: string;
}

/**
 * Turns the record's fee lines (`fee_lines`) into settlement lines (/finance/settlements): direction,
 * party (the line's settle target), fee subject, amount in exact fen, the record's key, held in the books
 * of the record's servicer and not billed yet. Running it again for the same record adds no line twice.
 * Declared on the transition reaching the state the fee rules name (the order's 签收).
 * @example {"effect": "settle"}
 */
export interface SettleEffect {
  effect: 'settle';
}

/**
 * Settles a bill's lines: every settlement line (/finance/settlements) whose `bill_no` is the record's key
 * gets the status SETTLED. Declared on the bill's 结算.
 * @example {"effect": "settleLines"}
 */
export interface SettleLinesEffect {
  effect: 'settleLines';
}

/**
 * Opens a bill's dues: one receivable (/finance/receivables, the bill's direction is INCOME) or payable
 * (/finance/payables, OUTLAY) per order on the bill, its amount the exact sum of that order's lines on the
 * bill, due a fixed number of days later. Declared on the bill's 确认.
 * @example {"effect": "openDues"}
 */
export interface OpenDuesEffect {
  effect: 'openDues';
}

/**
 * Withdraws a bill's dues (the bill goes back to be checked): refused while any of them has been received
 * or paid in part (a write-off names it). Declared on the bill's 退回.
 * @example {"effect": "closeDues"}
 */
export interface CloseDuesEffect {
  effect: 'closeDues';
}

/**
 * Pays a bill's payables in full and marks the bill paid (a payable bill is settled by paying it); a
 * receivable bill is settled only once its write-offs have received it (the transition's `when`).
 * Declared on the bill's 结算.
 * @example {"effect": "payDues"}
 */
export interface PayDuesEffect {
  effect: 'payDues';
}

/**
 * A transition: a button on the records it may leave from, a dialog for its fields, and a server call
 * (`POST {resource}/{id}/actions/{key}` with `{version, ...fields}`, or `POST {resource}/actions/{key}`
 * with `{items: [{id, version}], ...fields}` for several records).
 * @example {"key": "cancel", "label": "取消", "from": ["DRAFT", "WAIT_RECEIVE"], "to": "CANCELLED", "operation": "cancel", "parties": ["merchant", "servicer"], "fields": [{"key": "reason", "label": "取消原因", "widget": "textarea", "rules": [{"name": "required", "message": "请输入取消原因"}]}], "confirm": "确定取消该订单吗？", "danger": true}
 */
export interface WorkflowTransition {
  /** Action key, in the call's path. @pattern ^[a-z][a-z0-9_]*$ */
  key: string;
  label: string;
  /** States it leaves from. @minItems 1 */
  from: string[];
  /** State it reaches; none keeps the record's state (预约, 改派, 拦截). */
  to?: string;
  /** Operation code the account's menu entry must list for the screen it is fired from. */
  operation: OperationCode;
  /** Parties that may fire it. @minItems 1 */
  parties: WorkflowParty[];
  /**
   * What the dialog asks; the values are written into the record (a picker's outputs too) and into the
   * track's note, or into the hold record of a `hold` effect. Required and length rules hold on the server
   * as well. None and no `confirm`: the call starts on click.
   */
  fields?: FormField[];
  /** Confirmation question shown first (in the dialog when there are fields). */
  confirm?: string;
  /** May run on several selected rows at once (the dialog asks once for all of them). */
  bulk?: boolean;
  /** Shown as a danger button. */
  danger?: boolean;
  /** Only offered while this hold is active on the record (e.g. 解除拦截). */
  whileHeld?: string;
  /** Only offered on records matching this condition besides the state, e.g. a service type. */
  when?: Condition;
  /** Why the transition is refused on a record its `when` does not match; default {subject}当前不能{action}. */
  whenRefusal?: string;
  /** Success message; default 操作成功. */
  success?: string;
  effects?: TransitionEffect[];
}

/**
 * A hold another record puts on this one (e.g. an order intercept, 订单拦截): while a hold record is
 * active for the record, the transitions it blocks are refused and not offered.
 * @example {"key": "intercept", "label": "已拦截", "resource": "/order/intercepts", "recordKey": "order_no", "activeWhen": {"fact": "status", "operator": "in", "value": ["PENDING", "SUCCESS"]}, "releasedState": "RELEASED", "blocks": ["ship", "dispatch", "sign"], "tag": "ABNORMAL"}
 */
export interface WorkflowHold {
  /** @pattern ^[a-z][a-z0-9_]*$ */
  key: string;
  /** Says why a blocked transition is refused: {subject}{label}，不能{action}. */
  label: string;
  /** The collection of the hold records. */
  resource: ApiPath;
  /** Field of the hold record naming this record (by its `recordKey` value). */
  recordKey: string;
  /** A hold record counts while it matches this condition. */
  activeWhen: Condition;
  /** Status a release writes into the active hold records. */
  releasedState: string;
  /** Field of the hold record holding its status; default "status". */
  statusField?: string;
  /** Transition keys blocked while the hold is active. @minItems 1 */
  blocks: string[];
  /** Order tag carried while the hold is active. */
  tag?: string;
}

/**
 * A record that raises a tag on the record it is about while it is open (e.g. an abnormal case 异常 tags
 * its order ABNORMAL until it is closed).
 * @example {"resource": "/abnormal/abnormals", "recordKey": "order_no", "openWhen": {"fact": "status", "operator": "notIn", "value": ["CLOSED"]}, "tag": "ABNORMAL"}
 */
export interface WorkflowMarker {
  resource: ApiPath;
  /** Field of the marking record naming this record (by its `recordKey` value). */
  recordKey: string;
  openWhen: Condition;
  tag: string;
}

/**
 * A workflow: the states of one kind of record and the transitions between them.
 * @example {"name": "order", "subject": "订单", "resource": "/order/waybills", "stateField": "status", "recordKey": "order_no", "parties": {"merchant": "consignor_user_id", "servicer": "servicer_user_id", "delivery": "delivery_user_id"}, "initial": ["DRAFT", "WAIT_RECEIVE"], "states": [{"key": "DRAFT", "label": "草稿"}, {"key": "WAIT_RECEIVE", "label": "待接单"}], "transitions": [{"key": "submit", "label": "提交", "from": ["DRAFT"], "to": "WAIT_RECEIVE", "operation": "submit", "parties": ["merchant", "servicer"]}]}
 */
export interface WorkflowDescriptor {
  $schema?: string;
  /** Name descriptors refer to it by, and the file's name. @pattern ^[a-z][a-z0-9-]*$ */
  name: string;
  /** What the records are called in messages, e.g. 订单 (订单已签收，不能取消). */
  subject: string;
  /** The records' API resource, e.g. "/order/waybills". */
  resource: ApiPath;
  /** Record field holding the state. */
  stateField: string;
  /** Record field naming the record to people and to holds (e.g. order_no). */
  recordKey: string;
  /** Record fields holding each company party's main account id. */
  parties: Record<RecordParty, string>;
  /** States a new record may be created in; the first is the default. @minItems 1 */
  initial: string[];
  /** @minItems 2 */
  states: WorkflowState[];
  /** @minItems 1 */
  transitions: WorkflowTransition[];
  holds?: WorkflowHold[];
  markers?: WorkflowMarker[];
}

/** Record field where the server keeps the keys of the holds active on the record (read by the renderer). */
export const ACTIVE_HOLDS_FIELD = 'active_holds';
/** Record field holding the track events, oldest first. */
export const TRACKS_FIELD = 'tracks';
/** Record field holding the record's version (optimistic locking, as edits). */
export const WORKFLOW_VERSION_FIELD = 'version';

/**
 * One event of a record's track (物流轨迹), appended by every transition. The public order query shows
 * `at`, `label`, `to_label` and `company_name` only.
 */
export interface TrackEvent {
  /** Local time, yyyy-MM-dd HH:mm:ss. */
  at: string;
  /** Transition key and label, e.g. sign / 签收; "create" / 下单 for the record's creation. */
  action: string;
  label: string;
  from?: string;
  to: string;
  to_label: string;
  /** Who fired it: the account's nickname, and the company (party) it acted for. */
  user_name: string;
  party: WorkflowParty;
  company_name: string;
  /** What the dialog asked, as one line (e.g. 取消原因：客户不要了). */
  note?: string;
}
