/**
 * The maintenance notice is HTML an operator types; it is shown to every user (the maintenance page,
 * system_info). Kept to a few formatting tags WITHOUT attributes: every other '<' and '>' is escaped,
 * so no script, handler, link or style can come through, whatever was stored.
 */

const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'span', 'div', 'hr'];
const ALLOWED_TAG = new RegExp(`&lt;(/?)(${ALLOWED_TAGS.join('|')})\\s*(/?)&gt;`, 'gi');
/** '&' that does not start a character reference is escaped; references themselves are text. */
const BARE_AMPERSAND = /&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi;

export function sanitizeNoticeHtml(html: string): string {
  const escaped = html.replace(BARE_AMPERSAND, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return escaped.replace(ALLOWED_TAG, (_match, close: string, tag: string, selfClose: string) => `<${close}${tag.toLowerCase()}${selfClose}>`);
}
