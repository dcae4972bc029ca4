/** The outcome of one import: the counts, the failed rows (行号, 字段, 错误原因) and the created order numbers. */
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { ImportRowError, ImportScreenLinks, OrderImportResult } from '../../src/config/order-import';
import { useT } from '../../src/i18n';
import { fillRoute } from '../generic/paths';
import './messages';

const ERRORS_PAGE_SIZE = 10;

function alertType(result: OrderImportResult): 'success' | 'warning' | 'error' {
  if (result.failed === 0) return 'success';
  return result.created > 0 ? 'warning' : 'error';
}

function FailedRows({ errors }: { errors: readonly ImportRowError[] }) {
  const t = useT();
  return (
    <Card size="small" title={t('orderImport.failedRows')}>
      <Table<ImportRowError>
        size="small"
        rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
        dataSource={[...errors]}
        pagination={errors.length > ERRORS_PAGE_SIZE ? { pageSize: ERRORS_PAGE_SIZE, showSizeChanger: false } : false}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('orderImport.row'), width: 90 },
          { key: 'field', dataIndex: 'field', title: t('orderImport.field'), width: 140 },
          { key: 'message', dataIndex: 'message', title: t('orderImport.reason') },
        ]}
      />
    </Card>
  );
}

function CreatedOrders({ orderNos, detailRoute }: { orderNos: readonly string[]; detailRoute: string }) {
  const t = useT();
  return (
    <Card size="small" title={t('orderImport.createdOrders')}>
      <Space wrap size={[16, 4]}>
        {orderNos.map((orderNo) => (
          <Link key={orderNo} to={fillRoute(detailRoute, { id: orderNo })}>
            {orderNo}
          </Link>
        ))}
      </Space>
    </Card>
  );
}

export function ImportResultView({ result, links, onAgain }: { result: OrderImportResult; links: ImportScreenLinks; onAgain: () => void }) {
  const t = useT();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type={alertType(result)}
        showIcon
        message={<Typography.Text strong>{t('orderImport.summary', { total: result.total, created: result.created, failed: result.failed })}</Typography.Text>}
        action={
          <Space>
            <Link to={links.listRoute}>{t('orderImport.openList')}</Link>
            <Button size="small" onClick={onAgain}>{t('orderImport.again')}</Button>
          </Space>
        }
      />
      {result.errors.length > 0 && <FailedRows errors={result.errors} />}
      {result.order_nos.length > 0 && <CreatedOrders orderNos={result.order_nos} detailRoute={links.detailRoute} />}
    </Space>
  );
}
