/**
 * Helmet's headers that only matter on a document (a page the browser renders, or an API answer that
 * could be opened as one): left off the app's other files (scripts, styles, images, JSON such as the
 * brand files) and off every 304, whose headers only refresh the cached answer's. nosniff and the
 * cross-origin resource policy concern every resource and stay everywhere.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Types a browser renders as a document, scripts and policy included (an SVG opened on its own runs its scripts). */
const DOCUMENT_TYPES = /^(?:text\/html|image\/svg\+xml|application\/xhtml\+xml)(?:;|$)/i;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Whether an answer needs the document-only headers. */
export function needsDocumentHeaders(statusCode: number, url: string, contentType: string | undefined): boolean {
  if (statusCode === 304) return false;
  return isApiPath(url) || DOCUMENT_TYPES.test(contentType ?? '');
}

export function registerDocumentOnlyHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = reply.getHeader('content-type');
    if (!needsDocumentHeaders(reply.statusCode, request.url, typeof type === 'string' ? type : undefined)) {
      // Helmet sets them on the raw response when the request arrives, before the answer is known.
      for (const name of DOCUMENT_ONLY_HEADERS) {
        reply.raw.removeHeader(name);
        reply.removeHeader(name);
      }
    }
    return payload;
  });
}
