import { memo, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { globalSearchUrl } from '../../../src/app/global-search';
import { useEditionLabels } from '../../../src/app/useEditionLabels';
import { useT } from '../../../src/i18n';

const SEARCH_WIDTH_PX = 220;

/** Search box: Enter opens the waybill list filtered by order numbers, phone or recipient. */
export const GlobalSearch = memo(function GlobalSearch() {
  const t = useT();
  const { searchPlaceholder } = useEditionLabels();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const search = () => {
    const url = globalSearchUrl(value);
    if (url) navigate(url);
  };
  return (
    <Input
      type="search"
      allowClear
      aria-label={t('navbar.search')}
      placeholder={searchPlaceholder}
      prefix={<SearchOutlined />}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onPressEnter={search}
      style={{ width: SEARCH_WIDTH_PX }}
    />
  );
});
