import { memo } from 'react';
import { Button, Tooltip } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { bookmarkSite } from '../../../src/app/bookmark';
import { useT } from '../../../src/i18n';
import '../../widgets/messages';
import { useFeedback } from '../../../src/app/feedback/useFeedback';

/**
 * 收藏本站 beside the full screen toggle (the user dropdown keeps the spec's four entries): IE's
 * AddFavorite where it exists, else the spec's warning to use the browser's own bookmarks.
 */
export const BookmarkButton = memo(function BookmarkButton() {
  const t = useT();
  const { message } = useFeedback();
  const label = t('widgets.bookmark');
  const bookmark = () => {
    if (bookmarkSite(window) === 'unsupported') void message.warning(t('widgets.bookmarkNotIe'));
  };
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={<StarOutlined />} onClick={bookmark} />
    </Tooltip>
  );
});
