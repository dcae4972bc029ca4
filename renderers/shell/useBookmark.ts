import { App as AntdApp } from 'antd';
import { bookmarkSite } from '../../src/app/bookmark';
import { t } from '../../src/i18n';
import '../widgets/messages';

/** The 收藏本站 entry's action: IE's AddFavorite where it exists, else the spec's warning. */
export function useBookmark(): () => void {
  const { message } = AntdApp.useApp();
  return () => {
    if (bookmarkSite(window) === 'unsupported') void message.warning(t('widgets.bookmarkNotIe'));
  };
}
