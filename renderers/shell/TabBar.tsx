import { Dropdown, Tag, Tooltip, type MenuProps } from 'antd';
import { useLocation } from 'react-router';
import { useTabActions } from '../../src/app/tab-actions';
import { useTabsStore, type Tab } from '../../src/app/tabs-store';
import { TAB_TITLE_MAX_LENGTH } from '../../src/config/shell';
import { registerMessages, useT } from '../../src/i18n';
import { tabs as tabTexts } from '../../src/i18n/messages/tabs';
import { truncate } from './truncate';

registerMessages(tabTexts);

type TabCommand = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/**
 * Visited views as tabs (widgets spec §2): titles cut at 7 characters with the full title on hover,
 * a close button, and a right-click menu with 刷新, 关闭, 关闭其他 and 关闭所有.
 */
export function TabBar() {
  const tabs = useTabsStore((s) => s.tabs);
  const { pathname, search } = useLocation();
  const activeKey = pathname + search;
  return (
    <nav aria-label="tabs" style={{ display: 'flex', gap: 4, overflowX: 'auto', padding: '6px 12px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
      {tabs.map((tab) => (
        <TabItem key={tab.key} tab={tab} active={tab.key === activeKey} />
      ))}
    </nav>
  );
}

function TabItem({ tab, active }: { tab: Tab; active: boolean }) {
  const t = useT();
  const actions = useTabActions();
  const label = truncate(tab.title, TAB_TITLE_MAX_LENGTH);
  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('tabs.refresh') },
    { key: 'close', label: t('tabs.close') },
    { key: 'closeOthers', label: t('tabs.closeOthers') },
    { key: 'closeAll', label: t('tabs.closeAll') },
  ];
  const run = (command: TabCommand) => {
    if (command === 'closeAll') void actions.closeAll();
    else void actions[command](tab.key);
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: ({ key }) => run(key as TabCommand) }}>
      <span>
        <Tooltip title={label === tab.title ? undefined : tab.title}>
          <Tag
            data-testid="tab"
            data-tab-key={tab.key}
            aria-current={active ? 'page' : undefined}
            color={active ? 'blue' : undefined}
            closable
            closeIcon={<span aria-label={t('tabs.close')}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              void actions.close(tab.key);
            }}
            onClick={() => actions.open(tab.key)}
            style={{ cursor: 'pointer', userSelect: 'none', marginInlineEnd: 0 }}
          >
            {label}
          </Tag>
        </Tooltip>
      </span>
    </Dropdown>
  );
}
