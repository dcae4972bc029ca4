import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Progress, Row, Select, Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { screens as index } from 'virtual:screen-index';
import type { ScreenRenderProps } from '../../src/app/composition';
import { WORKBENCH_FILE_PARAM } from '../../src/config/screen-tools';
import { registerMessages, useT } from '../../src/i18n';
import { workbench } from '../../src/i18n/messages/workbench';
import { useLoadedScreens } from '../catalogue/useLoadedScreens';
import { PASTED_FILE } from './check-draft';
import { DescriptorEditor } from './DescriptorEditor';
import { problemText } from './problem-diagnostics';
import { useDraftCheck } from './useDraftCheck';
import { WorkbenchPreview } from './WorkbenchPreview';
import { ScreenTitle } from '../generic/ScreenTitle';

registerMessages(workbench);

/**
 * /saas/system/screens/workbench (platform admin): pick a descriptor or paste one, edit its JSON with
 * schema completion and the inline errors of screens:check, and see it drawn live beside the editor.
 */
export function ScreenWorkbench({ descriptor: own }: ScreenRenderProps) {
  const t = useT();
  const { done, screens } = useLoadedScreens(index);
  const location = useLocation();
  const [file, setFile] = useState<string>();
  const [text, setText] = useState('');
  const check = useDraftCheck(text, file ?? PASTED_FILE, screens ?? []);

  const open = (next: string): void => {
    const screen = screens?.find((s) => s.file === next);
    if (!screen) return;
    setFile(next);
    setText(`${JSON.stringify(screen.descriptor, null, 2)}\n`);
  };
  // A link from the catalogue (?file=…) opens that descriptor, once per link followed.
  const requested = location.pathname === own.path ? new URLSearchParams(location.search).get(WORKBENCH_FILE_PARAM) : null;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!screens || requested === null || requested === handled.current) return;
    handled.current = requested;
    open(requested);
  }, [screens, requested]);

  const options = useMemo(
    () => (screens ?? []).map(({ file: f, descriptor: d }) => ({ value: f, label: `${d.title} · ${d.path} · ${f}` })),
    [screens],
  );
  if (!screens) {
    return (
      <Card>
        <Typography.Text>{t('workbench.loading', { done, total: index.length })}</Typography.Text>
        <Progress percent={Math.round((done / Math.max(index.length, 1)) * 100)} />
      </Card>
    );
  }
  const drafting = file !== undefined || text.trim() !== '';
  return (
    <Card title={<ScreenTitle style={{ margin: 0 }}>{own.title}</ScreenTitle>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select
            showSearch
            aria-label={t('workbench.pick')}
            placeholder={t('workbench.pickPlaceholder')}
            optionFilterProp="label"
            value={file}
            onChange={open}
            options={options}
            style={{ width: 520, maxWidth: '100%' }}
          />
          <Button onClick={() => { setFile(undefined); setText(''); }}>{t('workbench.paste')}</Button>
        </Space>
        <Typography.Text type="secondary">{t('workbench.note')}</Typography.Text>
        <Row gutter={16}>
          <Col xs={24} xl={12}>
            <Typography.Text strong>{t('workbench.editing', { file: file ?? PASTED_FILE })}</Typography.Text>
            <DescriptorEditor value={text} onChange={setText} checkedText={check.text} problems={check.problems} label={t('workbench.editor')} />
          </Col>
          <Col xs={24} xl={12}>
            <section aria-label={t('workbench.preview')} data-testid="workbench-preview">
              {!drafting || check.text.trim() === '' ? null : check.descriptor ? (
                <>
                  <Alert type="success" showIcon message={t('workbench.valid')} style={{ marginBottom: 8 }} />
                  <WorkbenchPreview descriptor={check.descriptor} file={file ?? PASTED_FILE} text={check.text} />
                </>
              ) : (
                <Alert
                  type="error"
                  showIcon
                  data-testid="workbench-problems"
                  message={t('workbench.problems', { count: check.problems.length })}
                  description={<ul style={{ margin: 0, paddingInlineStart: 20 }}>{check.problems.map((p) => <li key={problemText(p)}>{problemText(p)}</li>)}</ul>}
                />
              )}
            </section>
          </Col>
        </Row>
      </Space>
    </Card>
  );
}
