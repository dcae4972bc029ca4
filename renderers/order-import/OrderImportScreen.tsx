/**
 * The order import screens (custom renderer `orderImport`): choose or drop an .xlsx or .csv file, watch
 * the upload, then see how many rows were imported, which rows failed and why, and the new orders.
 */
import { useState } from 'react';
import { Alert, Button, Card, Progress, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ScreenRenderProps } from '../../src/app/composition';
import { useOperationGate } from '../../src/app/useOperationGate';
import {
  IMPORT_SCREEN_LINKS, ORDER_IMPORT_COLUMNS, ORDER_IMPORT_EXTENSIONS, ORDER_IMPORT_MAX_ROWS, ORDER_IMPORT_TEMPLATE_API,
  ORDER_IMPORT_TEMPLATE_NAME, type ImportScreenLinks, type OrderImportResult,
} from '../../src/config/order-import';
import { isApiError } from '../../src/http/errors';
import { useT } from '../../src/i18n';
import { isImportFileName } from '../../src/order-import/api';
import { useGenericServices } from '../generic/context';
import { ImportResultView } from './ImportResultView';
import { useOrderImportServices } from './services';
import './messages';
import { ScreenTitle } from '../generic/ScreenTitle';

type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; percent: number | undefined }
  | { step: 'done'; result: OrderImportResult }
  | { step: 'failed'; message: string };

const FALLBACK_LINKS = Object.values(IMPORT_SCREEN_LINKS)[0] as ImportScreenLinks;
const headersOf = (required: boolean): string =>
  ORDER_IMPORT_COLUMNS.filter((column) => column.required === required).map((column) => column.header).join('、');

function ColumnsNote() {
  const t = useT();
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
      {t('orderImport.columns', { required: headersOf(true), optional: headersOf(false) })}
    </Typography.Paragraph>
  );
}

export function OrderImportScreen({ descriptor, entry }: ScreenRenderProps) {
  const t = useT();
  const { upload } = useOrderImportServices();
  const { exportDownload } = useGenericServices();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const links = IMPORT_SCREEN_LINKS[entry.path] ?? FALLBACK_LINKS;
  // The file drop is the import button: it needs the 'import' code of the account's entry for this screen.
  const mayImport = useOperationGate(descriptor)('import');

  const start = (file: Blob, fileName: string): void => {
    if (!isImportFileName(fileName)) {
      setState({ step: 'failed', message: t('orderImport.wrongType') });
      return;
    }
    setState({ step: 'uploading', fileName, percent: 0 });
    upload(file, fileName, (percent) => setState((current) => (current.step === 'uploading' ? { ...current, percent } : current)))
      .then((result) => setState({ step: 'done', result }))
      .catch((error: unknown) => setState({ step: 'failed', message: isApiError(error) ? error.msg : error instanceof Error ? error.message : String(error) }));
  };

  const downloadTemplate = (): void => {
    setDownloading(true);
    exportDownload({ api: ORDER_IMPORT_TEMPLATE_API, convention: 'main', params: {}, filePrefix: ORDER_IMPORT_TEMPLATE_NAME, extension: '.xlsx' })
      // The kernel has already told the user why a download failed.
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  const uploading = state.step === 'uploading';
  return (
    <Card
      title={<ScreenTitle style={{ margin: 0 }}>{descriptor.title}</ScreenTitle>}
      extra={<Button icon={<DownloadOutlined />} loading={downloading} onClick={downloadTemplate}>{t('orderImport.downloadTemplate')}</Button>}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {mayImport ? (
          <Upload.Dragger
            accept={ORDER_IMPORT_EXTENSIONS.join(',')}
            multiple={false}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              start(file, file.name);
              // The file is posted by the kernel's client above, not by antd.
              return false;
            }}
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('orderImport.dragHint')}</p>
            <p className="ant-upload-hint">{t('orderImport.dragNote', { max: ORDER_IMPORT_MAX_ROWS })}</p>
          </Upload.Dragger>
        ) : (
          <Alert type="info" showIcon message={t('operations.importDenied')} />
        )}
        <ColumnsNote />
        {state.step === 'uploading' && (
          <div role="status">
            <Typography.Text>{t('orderImport.uploading', { name: state.fileName })}</Typography.Text>
            <Progress percent={state.percent ?? 0} status="active" aria-label={t('orderImport.uploading', { name: state.fileName })} />
          </div>
        )}
        {state.step === 'failed' && <Alert type="error" showIcon message={t('orderImport.failed', { msg: state.message })} />}
        {state.step === 'done' && <ImportResultView result={state.result} links={links} onAgain={() => setState({ step: 'idle' })} />}
      </Space>
    </Card>
  );
}
