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
