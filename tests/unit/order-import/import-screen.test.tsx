// The order import screen: the upload, the result with its failed rows and created orders, the template button.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderImportResult } from '../../../src/config/order-import';
import { ApiError } from '../../../src/http/errors';
import type { CustomScreen } from '../../../src/screen-model/types';
import { OrderImportScreen } from '../../../renderers/order-import/OrderImportScreen';
import { OrderImportContext, type OrderImportServices } from '../../../renderers/order-import/services';
import type { ExportRequest } from '../../../renderers/generic/context';
import { fakeProvider, grantMenu, menuGranting, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../generic/harness';

setUpScreenTests();

const RESULT: OrderImportResult = {
  total: 3,
  created: 2,
  failed: 1,
  errors: [{ row: 4, field: '收货电话', message: '手机号格式有误' }],
  order_nos: ['261125900011', '261125900021'],
};

/** An upload fake that answers only the files a test expects and fails on any other. */
function fakeUpload(expected: Record<string, () => Promise<OrderImportResult>>) {
  const calls: string[] = [];
  const unexpected: string[] = [];
  const services: OrderImportServices = {
    upload: (_file, fileName, onProgress) => {
      calls.push(fileName);
      const answer = expected[fileName];
      if (!answer) {
        unexpected.push(fileName);
        return Promise.reject(new Error(`unexpected upload of ${fileName}`));
      }
      onProgress(100);
      return answer();
    },
  };
  return { services, calls, unexpected };
}

function open(path: string, title: string, upload: OrderImportServices, exportDownload = vi.fn<(request: ExportRequest) => Promise<void>>()) {
  const descriptor: CustomScreen = { $schema: '', path, title, kind: 'custom', renderer: 'orderImport', cache: false };
  const entry = { file: 'orders/x.json', path, aliases: [], title, kind: 'custom' as const, cache: false, renderer: 'orderImport', load: () => Promise.resolve(descriptor) };
  renderScreen(
    <OrderImportContext.Provider value={upload}>
      <OrderImportScreen entry={entry} descriptor={descriptor} params={{}} pathname={path} />
    </OrderImportContext.Provider>,
    { route: path, url: path, main: fakeProvider('main'), services: { exportDownload } },
  );
  return exportDownload;
}

const chooseFile = (name: string): void => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
};

describe('OrderImportScreen', () => {
  it('uploads the chosen file and shows the counts, the failed rows and links to the new orders', async () => {
    const upload = fakeUpload({ '订单.xlsx': () => Promise.resolve(RESULT) });
    open('/saas/order/import/index', '批量导入运单', upload.services);
    expect(screen.getByText('批量导入运单')).toBeInTheDocument();
    chooseFile('订单.xlsx');
    expect(await screen.findByText('共 3 行，成功导入 2 条，失败 1 条')).toBeInTheDocument();
    expect(upload.calls).toEqual(['订单.xlsx']);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['行号', '字段', '错误原因']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '收货电话', '手机号格式有误']);
    expect(screen.getByRole('link', { name: '261125900011' })).toHaveAttribute('href', '/saas/waybill/detail/261125900011');
    expect(screen.getByRole('link', { name: '查看订单列表' })).toHaveAttribute('href', '/saas/order/all/index');
    expect(upload.unexpected).toEqual([]);
  }, SCREEN_TEST_TIMEOUT_MS);

  it("links the service provider's import to its own order screens and hides an empty failure table", async () => {
    const upload = fakeUpload({ 'orders.csv': () => Promise.resolve({ ...RESULT, total: 2, failed: 0, errors: [] }) });
    open('/bang/order/importOrder', '导入订单', upload.services);
    chooseFile('orders.csv');
    expect(await screen.findByText('共 2 行，成功导入 2 条，失败 0 条')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '261125900021' })).toHaveAttribute('href', '/bang/order/show/261125900021');
    expect(screen.getByRole('link', { name: '查看订单列表' })).toHaveAttribute('href', '/bang/order/index');
  }, SCREEN_TEST_TIMEOUT_MS);

  it('refuses another file type without uploading it', async () => {
    const upload = fakeUpload({});
    open('/saas/order/import/index', '批量导入运单', upload.services);
    chooseFile('orders.txt');
    expect(await screen.findByText('导入失败：仅支持导入 .xlsx 或 .csv 文件')).toBeInTheDocument();
    expect(upload.calls).toEqual([]);
  }, SCREEN_TEST_TIMEOUT_MS);

  it("shows the server's reason when the import is refused", async () => {
    const refusal = new ApiError({ status: 400, code: '400', msg: '文件中没有订单数据', notified: true });
    const upload = fakeUpload({ 'empty.xlsx': () => Promise.reject(refusal) });
    open('/saas/order/import/index', '批量导入运单', upload.services);
    chooseFile('empty.xlsx');
    expect(await screen.findByText('导入失败：文件中没有订单数据')).toBeInTheDocument();
  }, SCREEN_TEST_TIMEOUT_MS);

  it('downloads the .xlsx template', async () => {
    const exportDownload = open('/saas/order/import/index', '批量导入运单', fakeUpload({}).services, vi.fn(() => Promise.resolve()));
    fireEvent.click(screen.getByRole('button', { name: /下载导入模板/ }));
    await waitFor(() => expect(exportDownload).toHaveBeenCalledTimes(1));
    expect(exportDownload.mock.calls[0]?.[0]).toMatchObject({ api: '/order/import/template', filePrefix: '订单导入模板', extension: '.xlsx' });
  }, SCREEN_TEST_TIMEOUT_MS);

  it("offers no file drop to an account whose menu entry for the screen lacks 'import'", async () => {
    grantMenu(menuGranting(['add', 'edit'], '/saas/order/import/index'));
    const upload = fakeUpload({});
    open('/saas/order/import/index', '批量导入运单', upload.services);
    expect(await screen.findByText('当前账号没有导入权限，请联系管理员开通')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.getByRole('button', { name: /下载导入模板/ })).toBeInTheDocument();
    expect(upload.calls).toEqual([]);
  }, SCREEN_TEST_TIMEOUT_MS);
});
