import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import type { Column } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { isMovable, moveColumn, orderColumns, toggleColumn, type ColumnPrefs } from './column-settings';

interface ColumnSettingsProps {
  columns: readonly Column[];
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
}

function ColumnRow({ column, index, count, props }: { column: Column; index: number; count: number; props: ColumnSettingsProps }) {
  const t = useT();
  const { columns, prefs, onChange } = props;
  const movable = isMovable(column);
  const shown = !movable || !(prefs.hidden ?? []).includes(column.key);
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
      <Checkbox checked={shown} disabled={!movable} onChange={(event) => onChange(toggleColumn(prefs, column.key, event.target.checked))}>
        {column.title}
      </Checkbox>
      {movable && (
        <Space size={0}>
          <Tooltip title={t('generic.moveUp')}>
            <Button type="text" size="small" aria-label={`${t('generic.moveUp')} ${column.title}`} icon={<ArrowUpOutlined />} disabled={index === 0}
              onClick={() => onChange(moveColumn(columns, prefs, column.key, -1))} />
          </Tooltip>
          <Tooltip title={t('generic.moveDown')}>
            <Button type="text" size="small" aria-label={`${t('generic.moveDown')} ${column.title}`} icon={<ArrowDownOutlined />} disabled={index === count - 1}
              onClick={() => onChange(moveColumn(columns, prefs, column.key, 1))} />
          </Tooltip>
        </Space>
      )}
    </div>
  );
}

/** The 列设置 popover: a checkbox per column to show or hide it, arrows to move it; fixed columns stay. */
export function ColumnSettings(props: ColumnSettingsProps) {
  const t = useT();
  const ordered = orderColumns(props.columns, props.prefs.order);
  const movableKeys = ordered.filter(isMovable).map((column) => column.key);
  const content = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200 }} data-testid="column-settings">
      {ordered.map((column) => (
        <ColumnRow key={column.key} column={column} index={movableKeys.indexOf(column.key)} count={movableKeys.length} props={props} />
      ))}
      <Button size="small" type="link" style={{ alignSelf: 'flex-end' }} onClick={() => props.onChange({})}>
        {t('generic.columnsReset')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('generic.columns')} content={content}>
      <Button icon={<SettingOutlined />}>{t('generic.columns')}</Button>
    </Popover>
  );
}
