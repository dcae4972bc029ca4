/**
 * Why a workflow transition is refused, in the words the client shows and the server answers. `{subject}`
 * is the workflow's subject (订单), `{state}` the state's phrase, `{action}` the transition's label,
 * `{hold}` the hold's label and `{party}` the party's name.
 */
export const WORKFLOW_MESSAGES = {
  /** 订单已签收，不能取消 */
  wrongState: '{subject}{state}，不能{action}',
  /** 订单已拦截，不能发货 */
  held: '{subject}{hold}，不能{action}',
  /** A transition offered only while a hold is active (解除拦截) on a record without it. */
  notHeld: '{subject}当前不能{action}',
  /** 商家不能接单 */
  wrongParty: '{party}不能{action}',
  /** The account's menu entry lacks the transition's operation code (403). */
  missingCode: '没有{action}的操作权限',
  /** No such transition in the workflow (404). */
  unknownAction: '不支持的操作：{action}',
  /** A bulk run's summary: how many records moved and how many were refused. */
  bulkSummary: '{action}成功 {done} 条，失败 {failed} 条',
  /** Default success message. */
  done: '操作成功',
  /** A new record in a state the workflow does not start records in (400); `{states}` lists the labels. */
  initialState: '新建{subject}的状态只能是{states}',
  /** An assign effect's company that does not exist or that the account cannot pick (400). */
  unknownAssignee: '所选{party}不存在，请重新选择',
} as const;

/** What the server writes on a record's track (物流轨迹) and in the notifications of its transitions. */
export const WORKFLOW_RECORD_TEXTS = {
  /** The track event of a record's creation. */
  createLabel: '下单',
  /** One value of a transition's dialog in the track's note, e.g. 取消原因：客户不要了. */
  noteItem: '{label}：{value}',
  /** Between two values of the note. */
  noteSeparator: '；',
  /** An image field's value in the note. */
  noteImages: '{count}张',
  /** A transition's notification, e.g. 订单 260000000001：上海顺捷供应链管理有限公司派单. */
  notification: '{subject} {no}：{company}{action}',
  /** Follows the notification when the dialog asked something. */
  notificationNote: '（{note}）',
  /** The public order query's latest track, e.g. 2026-09-02 10:00:00 已签收（上海浦东安家配送安装服务部）. */
  latestTrack: '{at} {state}（{company}）',
} as const;

/** The parties' names in messages and on the track. */
export const WORKFLOW_PARTY_NAMES = {
  merchant: '商家',
  servicer: '服务商',
  delivery: '配送安装服务商',
  platform: '平台',
} as const;

/** Fills `{name}` placeholders of a workflow message. */
export function workflowMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
