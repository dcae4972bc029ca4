/** Maps every failure to the spec's envelope, and unknown paths to a 404 envelope or the SPA. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from './api-error.js';
import { fail } from './envelope.js';
import { validationMessage, type FieldLabels, type ValidationIssue } from './validation-messages.js';

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '收到了客户端发送的无效请求',
  403: '禁止访问',
  404: '资源不存在',
  405: '请求方法不被允许',
  413: '请求体过大',
  415: '不支持的请求内容类型',
};

/** Message of a request whose URL cannot be decoded (e.g. '%E0%A4%A'). */
export const BAD_URL_MESSAGE = '请求地址格式不正确';

/**
 * Fastify's own early failures (an undecodable URL) answered with the spec's envelope instead of
 * Fastify's default body. Passed as the `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(fail(String(status), error.code === 'FST_ERR_BAD_URL' ? BAD_URL_MESSAGE : (STATUS_MESSAGES[status] ?? BAD_URL_MESSAGE)));
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * The HTTP status an error carries: Fastify's `statusCode`, or `status` as the http-errors of plugins
 * (@fastify/static's file sender) set it; 500 when neither is a number.
 */
function statusOf(error: unknown): number {
  if (!(error instanceof Error)) return 500;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : 500;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send(fail(error.code, error.message));
    }
    if (isFastifyError(error) && error.validation) {
      const issues = error.validation as unknown as ValidationIssue[];
      const labels = schemaLabels(request.routeOptions.schema, error.validationContext);
      return reply.code(400).send(fail('400', validationMessage(issues, error.validationContext, labels)));
    }
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(String(status), STATUS_MESSAGES[status] ?? errorText(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('500', MESSAGES.internalError));
  });
}

/** Titles of the top-level properties of the route's schema for one request part (body, querystring...). */
function schemaLabels(schema: unknown, part: string | undefined): FieldLabels {
  const parts = (schema ?? {}) as Record<string, unknown>;
  const partSchema = parts[part === 'querystring' ? 'querystring' : (part ?? '')] as { properties?: Record<string, { title?: unknown }> } | undefined;
  return (field) => {
    const title = partSchema?.properties?.[field]?.title;
    return typeof title === 'string' ? title : undefined;
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface NotFoundOptions {
  /** When true, GET requests outside /api that match no file get the app's index.html. */
  spaFallback: boolean;
}

function sendApiNotFound(reply: FastifyReply, method: string, url: string): FastifyReply {
  const path = url.split('?')[0] ?? url;
  return reply.code(404).send(fail('404', `接口不存在：${method} ${path}`));
}

export function registerNotFoundHandler(app: FastifyInstance, options: NotFoundOptions): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && options.spaFallback) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendApiNotFound(reply, request.method, request.url);
  });
}
