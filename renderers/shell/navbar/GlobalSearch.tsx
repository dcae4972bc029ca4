import { memo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useMenuStore } from '../../../src/access/menu-store';
import { classifySearch, GLOBAL_SEARCH_ROUTE } from '../../../src/app/global-search';
import { NAMED_ROUTES } from '../../../src/config/routes';
import { useEditionLabels } from '../../../src/app/useEditionLabels';
import { useOpenNamedRoute } from '../../../src/app/useOpenNamedRoute';
import { useT } from '../../../src/i18n';
import { PlainInput as Input } from '../../widgets/PlainInput';

const SEARCH_WIDTH_PX = 220;

/**
 * Search box: Enter opens the waybill list filtered by order numbers, phone or recipient. Users whose
 * menu does not reach that list (a merchant sees only its own orders elsewhere) get no search box.
 */
export const GlobalSearch = memo(function GlobalSearch() {
  const reachable = useMenuStore((s) => s.paths?.has(NAMED_ROUTES[GLOBAL_SEARCH_ROUTE]) ?? false);
  return reachable ? <SearchBox /> : null;
});

function SearchBox() {
  const t = useT();
  const { searchPlaceholder } = useEditionLabels();
  const openNamedRoute = useOpenNamedRoute();
  const [value, setValue] = useState('');
  const search = () => {
    const target = classifySearch(value);
    if (target) void openNamedRoute(GLOBAL_SEARCH_ROUTE, { [target.param]: target.value });
  };
  return (
    <Input
      type="search"
      allowClear
      aria-label={t('navbar.search')}
      data-testid="global-search"
      placeholder={searchPlaceholder}
      prefix={<SearchOutlined />}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onPressEnter={search}
      style={{ width: SEARCH_WIDTH_PX }}
    />
  );
}
