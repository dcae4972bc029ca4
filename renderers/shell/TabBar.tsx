import { useState, type KeyboardEvent } from 'react';
import { Dropdown, Tag, Tooltip, type MenuProps } from 'antd';
import { useLocation } from 'react-router';
import { useTabActions } from '../../src/app/tab-actions';
import { useTabsStore, type Tab } from '../../src/app/tabs-store';
import { TAB_TITLE_MAX_LENGTH } from '../../src/config/shell';
import { COLORS } from '../../src/config/theme';
import { registerMessages, useT } from '../../src/i18n';
import { a11y } from '../../src/i18n/messages/a11y';
import { tabs as tabTexts } from '../../src/i18n/messages/tabs';
import { truncate } from './truncate';

registerMessages(tabTexts);
registerMessages(a11y);

type TabCommand = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** The keyboard's ways to a tab's context menu: the menu key, or Shift+F10. */
export function opensContextMenu(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/** A visible ring on the tab that has the keyboard's focus (inline styles cannot say :focus-visible). */
const FOCUS_RING_CSS = `[data-tab-key]:focus-visible { outline: 2px solid ${COLORS.primary}; outline-offset: 2px; border-radius: 4px; }`;

/**
 * Visited views as tabs (widgets spec §2): titles cut at 7 characters with the full title on hover,
 * a close button, and a right-click menu with 刷新, 关闭, 关闭其他 and 关闭所有. From the keyboard each tab
 * is a stop of the Tab key: Enter opens it, Delete closes it, Shift+F10 or the menu key opens its menu.
 */
export function TabBar() {
  const t = useT();
  const tabs = useTabsStore((s) => s.tabs);
  const { pathname, search } = useLocation();
  const activeKey = pathname + search;
  return (
    <nav aria-label={t('a11y.tabBar')} style={{ display: 'flex', gap: 4, overflowX: 'auto', padding: '6px 12px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
      <style>{FOCUS_RING_CSS}</style>
      {tabs.map((tab) => (
        <TabItem key={tab.key} tab={tab} active={tab.key === activeKey} />
      ))}
    </nav>
  );
}

function TabItem({ tab, active }: { tab: Tab; active: boolean }) {
  const t = useT();
  const actions = useTabActions();
  const [menuOpen, setMenuOpen] = useState(false);
  const label = truncate(tab.title, TAB_TITLE_MAX_LENGTH);
  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('tabs.refresh') },
    { key: 'close', label: t('tabs.close') },
    { key: 'closeOthers', label: t('tabs.closeOthers') },
    { key: 'closeAll', label: t('tabs.closeAll') },
  ];
  const run = (command: TabCommand) => {
    setMenuOpen(false);
    if (command === 'closeAll') void actions.closeAll();
    else void actions[command](tab.key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (opensContextMenu(event)) {
      event.preventDefault();
      setMenuOpen(true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      actions.open(tab.key);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      void actions.close(tab.key);
    }
  };
  return (
    // autoFocus: a menu opened from the keyboard takes the focus (arrows, Enter); Escape gives it back to the tab.
    <Dropdown trigger={['contextMenu']} open={menuOpen} onOpenChange={setMenuOpen} autoFocus menu={{ items, onClick: ({ key }) => run(key as TabCommand) }}>
      <span
        role="link"
        tabIndex={0}
        data-testid="tab"
        data-tab-key={tab.key}
        aria-current={active ? 'page' : undefined}
        aria-label={tab.title}
        aria-description={t('a11y.tabKeys')}
        onKeyDown={onKeyDown}
        onClick={() => actions.open(tab.key)}
        style={{ display: 'inline-flex', cursor: 'pointer', userSelect: 'none' }}
      >
        <Tooltip title={label === tab.title ? undefined : tab.title} trigger={['hover', 'focus']}>
          <Tag
            color={active ? 'blue' : undefined}
            closable
            // The × is for the mouse (no Tab stop); the keyboard closes with Delete or the menu's 关闭.
            closeIcon={<span role="button" aria-label={t('tabs.close')}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              event.stopPropagation();
              void actions.close(tab.key);
            }}
            style={{ marginInlineEnd: 0 }}
          >
            {label}
          </Tag>
        </Tooltip>
      </span>
    </Dropdown>
  );
}
