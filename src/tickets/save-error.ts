/** What a failed ticket save tells the user (core spec §8 "Ticket save failure"). */
import { TICKET_MSG } from '../config/messages';
import { serverMessage } from '../http/envelope';
import { isApiError } from '../http/errors';
import { isRecord } from '../util/is-record';

/**
 * The response's msg when the server answered with one, 未知错误 when it answered without,
 * 提交发生异常 when the request failed before any answer.
 */
export function saveFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.canceled || error.status === 0 || !error.response) return TICKET_MSG.saveException;
  const body: unknown = error.response.data;
  return (isRecord(body) ? serverMessage(body) : undefined) ?? TICKET_MSG.saveUnknown;
}

/** 获取工单Schema失败: <reason>, the reason being the server's text or the error's own. */
export function schemaLoadFailedMessage(error: unknown): string {
  let reason: string;
  if (isApiError(error)) reason = error.msg;
  else if (error instanceof Error) reason = error.message;
  else reason = String(error);
  return TICKET_MSG.schemaLoadFailed.replace('{reason}', reason);
}
