import DOMPurify from 'dompurify';

/** DOMPurify output, or '' where DOMPurify has no DOM (it would then return its input unchanged). */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html);
}

/**
 * Whether sanitized HTML shows anything: text or an image. A body that is only markup or scripts
 * (for instance the app's own index page served in place of a missing file) shows nothing.
 */
export function hasVisibleContent(html: string): boolean {
  if (!DOMPurify.isSupported || html.trim() === '') return false;
  const root = DOMPurify.sanitize(html, { RETURN_DOM: true });
  const hasImage = root instanceof Element && root.querySelector('img') !== null;
  return (root.textContent ?? '').trim() !== '' || hasImage;
}
