import { Tag, Tooltip } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTabsStore } from '../../src/app/tabs-store';
import { HOME_PATH } from '../../src/config/constants';
import { TAB_TITLE_MAX_LENGTH } from '../../src/config/shell';
import { useT } from '../../src/i18n';
import { truncate } from './truncate';

/** Visited views as tabs; closing the active one opens the last remaining tab, or / when none remain. */
export function TabBar() {
  const t = useT();
  const tabs = useTabsStore((s) => s.tabs);
  const close = useTabsStore((s) => s.close);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const activeKey = pathname + search;
  const closeTab = (key: string) => {
    const next = close(key);
    if (key === activeKey) navigate(next ?? HOME_PATH);
  };
  return (
    <nav aria-label="tabs" style={{ display: 'flex', gap: 4, overflowX: 'auto', padding: '6px 12px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
      {tabs.map((tab) => (
        <Tooltip key={tab.key} title={tab.title}>
          <Tag
            data-testid="tab"
            color={tab.key === activeKey ? 'blue' : undefined}
            closable
            closeIcon={<span aria-label={t('shell.closeTab')}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              closeTab(tab.key);
            }}
            onClick={() => navigate(tab.key)}
            style={{ cursor: 'pointer', userSelect: 'none' }}
          >
            {truncate(tab.title, TAB_TITLE_MAX_LENGTH)}
          </Tag>
        </Tooltip>
      ))}
    </nav>
  );
}
