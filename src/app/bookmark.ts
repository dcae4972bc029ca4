/** The old Internet Explorer bookmarking call (window.external.AddFavorite); other browsers lack it. */
interface IeExternal {
  AddFavorite?: (url: string, title: string) => void;
}

/**
 * 收藏本站: bookmarks the current page where the browser still offers IE's AddFavorite; answers
 * "unsupported" elsewhere, where the caller shows 非IE浏览器，请使用浏览器自带收藏功能 (widgets spec §8).
 */
export function bookmarkSite(win: Window): 'added' | 'unsupported' {
  const external = (win as unknown as { external?: IeExternal }).external;
  if (typeof external?.AddFavorite !== 'function') return 'unsupported';
  try {
    external.AddFavorite(win.location.href, win.document.title);
    return 'added';
  } catch {
    // IE refuses the call outside a user gesture or in some zones: the browser's own way remains.
    return 'unsupported';
  }
}
