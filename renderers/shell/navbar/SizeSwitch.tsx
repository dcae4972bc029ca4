import { memo } from 'react';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { UI_SIZES, useSizeStore, type UiSize } from '../../../src/app/size-store';
import { useT } from '../../../src/i18n';

/** Chooses the size of the controls (small, medium, large), kept in the `size` cookie. */
export const SizeSwitch = memo(function SizeSwitch() {
  const t = useT();
  const size = useSizeStore((s) => s.size);
  const setSize = useSizeStore((s) => s.setSize);
  const items: MenuProps['items'] = UI_SIZES.map((code) => ({ key: code, label: t(`size.${code}`) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, selectable: true, selectedKeys: [size], onClick: ({ key }) => setSize(key as UiSize) }}
    >
      <Tooltip title={t('navbar.size')} placement="left">
        <Button type="text" aria-label={t('navbar.size')} icon={<FontSizeOutlined />} />
      </Tooltip>
    </Dropdown>
  );
});
