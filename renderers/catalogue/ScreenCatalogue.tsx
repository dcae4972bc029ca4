import { useMemo, useState } from 'react';
import { Card, Input, Progress, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { screens as index } from 'virtual:screen-index';
import { registerMessages, useT } from '../../src/i18n';
import { catalogue } from '../../src/i18n/messages/catalogue';
import { sampleRoute } from '../../src/screen-model/sample-route';
import type { ScreenKind } from '../../src/screen-model/types';
import type { LoadedScreen } from './validate';
import { useLoadedScreens } from './useLoadedScreens';
import { ScreenDetails } from './ScreenDetails';
import { useScreenFacts } from './useScreenFacts';
import { workbench } from '../../src/i18n/messages/workbench';
import { ScreenTitle } from '../generic/ScreenTitle';

registerMessages(catalogue);
registerMessages(workbench);

const KINDS: ScreenKind[] = ['list', 'show', 'form', 'dashboard', 'custom'];
const PAGE_SIZE = 50;

/** Every descriptor with its routes, kind, API and whether it passes the checks of screens:check. */
export function ScreenCatalogue() {
  const t = useT();
  const { done, screens, problems } = useLoadedScreens(index);
  const facts = useScreenFacts(screens !== undefined);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<ScreenKind>();
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (screens ?? []).filter(({ descriptor: d }) => {
      const api = 'api' in d ? d.api.resource : '';
      const text = [d.path, ...(d.aliases ?? []), d.title, api].join(' ').toLowerCase();
      return (!kind || d.kind === kind) && (!needle || text.includes(needle));
    });
  }, [screens, search, kind]);

  if (!screens) {
    return (
      <Card>
        <Typography.Text>{t('catalogue.loading', { done, total: index.length })}</Typography.Text>
        <Progress aria-label={t('catalogue.loading', { done, total: index.length })} percent={Math.round((done / Math.max(index.length, 1)) * 100)} />
      </Card>
    );
  }
  const routes = screens.reduce((sum, s) => sum + 1 + (s.descriptor.aliases?.length ?? 0), 0);
  return (
    <Card title={<ScreenTitle style={{ margin: 0 }}>{index.find((e) => e.renderer === 'screenCatalogue')?.title}</ScreenTitle>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text data-testid="catalogue-summary">
          {t('catalogue.summary', { screens: screens.length, routes, invalid: problems.size })}
        </Typography.Text>
        <Space wrap>
          <Input.Search allowClear placeholder={t('catalogue.search')} onChange={(e) => setSearch(e.target.value)} style={{ width: 320 }} />
          <Select allowClear aria-label={t('catalogue.kind')} placeholder={t('catalogue.kind')} value={kind} onChange={setKind} style={{ width: 160 }} options={KINDS.map((k) => ({ value: k, label: k }))} />
        </Space>
        <Table<LoadedScreen>
          rowKey="file"
          size="small"
          dataSource={rows}
          pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false }}
          scroll={{ x: 1100 }}
          // The expand buttons' column is titled, so a screen reader names its header (axe empty-table-header).
          expandable={{ columnTitle: t('catalogue.details'), expandedRowRender: (screen) => <ScreenDetails screen={screen} {...facts} /> }}
          columns={[
            { title: t('catalogue.path'), key: 'path', width: 300, render: (_, { descriptor: d }) => <Link to={sampleRoute(d.path)}>{d.path}</Link> },
            { title: t('catalogue.aliases'), key: 'aliases', width: 260, render: (_, { descriptor: d }) => (d.aliases ?? []).map((a) => <div key={a}>{a}</div>) },
            { title: t('catalogue.kind'), key: 'kind', width: 90, render: (_, { descriptor: d }) => <Tag>{d.kind}</Tag> },
            { title: t('catalogue.title'), key: 'title', width: 160, render: (_, { descriptor: d }) => d.title },
            { title: t('catalogue.api'), key: 'api', width: 200, render: (_, { descriptor: d }) => ('api' in d ? d.api.resource : d.kind === 'custom' ? d.renderer : '') },
            { title: t('catalogue.cache'), key: 'cache', width: 70, render: (_, { descriptor: d }) => (d.cache === false ? '✗' : '✓') },
            {
              title: t('catalogue.valid'),
              key: 'valid',
              width: 110,
              render: (_, { file }) => {
                const errors = problems.get(file);
                return errors ? (
                  <Tooltip title={errors.join('\n')}><Tag color="error">{t('catalogue.invalid', { count: errors.length })}</Tag></Tooltip>
                ) : (
                  <Tag color="success">{t('catalogue.ok')}</Tag>
                );
              },
            },
            { title: t('catalogue.file'), key: 'file', width: 220, render: (_, { file }) => <Typography.Text code>{file}</Typography.Text> },
          ]}
        />
      </Space>
    </Card>
  );
}
