import { safeIconUrl } from '../config/brand';

/**
 * Points the page's favicon at the brand file's icon (widgets spec §7) when it is same-origin or an
 * image data: URL; otherwise index.html's icon stays. Answers whether the icon was applied.
 */
export function applyBrandIcon(doc: Document, icon: string | undefined, origin: string): boolean {
  const href = safeIconUrl(icon, origin);
  if (!href) return false;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  // The default icon's type (image/svg+xml) need not match the brand's.
  link.removeAttribute('type');
  link.href = href;
  return true;
}
