/**
 * The store, installer and factory pickers on the forms that name those partners (widgets spec §1, §3,
 * §7, §8): 收货门店 of the warehouse outbound, 适用安装师傅 of the installation and repair prices, 生产工厂
 * of the product; each lists its kind and creates one with 新增并使用 through the spec's call.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField, FormScreen } from '../../../src/screen-model/types';
import outFormJson from '../../../screens/warehouse/out-form.json';
import installationJson from '../../../screens/quote/installation-form.json';
import repairJson from '../../../screens/quote/repair-form.json';
import productFormJson from '../../../screens/basic-data/product-form.json';
import { fakeProvider, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh, type CallParams, type FakeProvider } from '../generic/harness';
import { listByName, openPicker, queriesOf, renderPickerForm, waitForShown } from './picker-fixtures';

const USER_CONFIG = '/user/user_config/get_list';
const STORE = '/user/resource_binding/store';
const FACTORY = '/user/resource_binding/factory';
const STATIONS = '/user/stations';
const INSTALLER_ADD = '/user/servicer_resource/store/add';

const fieldOf = (json: unknown, widget: string): FormField =>
  (json as FormScreen).sections.flatMap((section) => section.fields).find((field) => field.widget === widget) as FormField;

const settleTypes = (params: CallParams) =>
  ({ data: (params.query as { category_code?: string }).category_code === 'SETTLE_STORE' ? [{ code: 'PAY_NOW', name: '现付' }, { code: 'MONTHLY', name: '月结' }] : [] });

const posts = (quiet: FakeProvider) => quiet.callsOf('custom').filter((call) => call.method === 'post');

async function createWith(label: string, name: string, phone?: string): Promise<void> {
  const user = userEvent.setup({ delay: null });
  await openPicker(label);
  await user.click(await screen.findByRole('button', { name: /新增并使用/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('名称'), name);
  if (phone) await user.type(within(dialog).getByLabelText('手机号'), phone);
  await user.click(within(dialog).getByRole('button', { name: zh('确定') }));
}

setUpScreenTests();

describe('partner pickers placed on the forms', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('收货门店 of the outbound lists stores and creates one: 门店添加成功', async () => {
    const quiet = fakeProvider('quiet')
      .on('custom', `${STORE}/list`, listByName([{ id: 3, name: '徐汇门店' }]))
      .on('custom', USER_CONFIG, settleTypes)
      .on('custom', `${STORE}/isNameExist`, () => ({ data: { is_exist: false } }))
      .on('custom', `${STORE}/add`, () => ({ data: { res_store_id: 21 } }));
    const field = fieldOf(outFormJson, 'store');
    expect(field).toMatchObject({ key: 'store_id', label: '收货门店', picker: { nameKey: 'store_name' } });
    const { notifications } = renderPickerForm([field], { quiet });

    await createWith('收货门店', '静安门店');
    expect(await screen.findByTitle('徐汇门店')).toBeInTheDocument();
    await waitFor(() => expect(posts(quiet)).toHaveLength(1));
    expect(posts(quiet)[0]).toMatchObject({ url: `${STORE}/add`, payload: { name: '静安门店', settle_type_code: 'PAY_NOW', settle_type_name: '现付' } });
    expect(queriesOf(quiet, `${STORE}/isNameExist`)).toEqual([{ name: '静安门店' }]);
    await waitForShown('收货门店', '静安门店');
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', description: '门店添加成功' }));
  });

  it.each([['installation-form', installationJson], ['repair-form', repairJson]])(
    '适用安装师傅 of the %s lists installers and creates one as an INSTALLER: 安装师傅添加成功',
    async (_name, json) => {
      const quiet = fakeProvider('quiet')
        .on('custom', STATIONS, listByName([{ id: 5, name: '王师傅' }], 'station_name'))
        .on('custom', USER_CONFIG, settleTypes)
        .on('custom', INSTALLER_ADD, () => ({ data: { id: 12 } }));
      const field = fieldOf(json, 'installer');
      expect(field).toMatchObject({ key: 'installer_id', picker: { nameKey: 'installer_name' } });
      const { notifications } = renderPickerForm([field], { quiet });

      await createWith('适用安装师傅', '李师傅', '13712345678');
      expect(queriesOf(quiet, STATIONS)[0]).toMatchObject({ format: 'dropdown', station_type_alias_code: 'INSTALLER' });
      await waitFor(() => expect(posts(quiet)).toHaveLength(1));
      expect(posts(quiet)[0]).toMatchObject({
        url: INSTALLER_ADD, payload: { type: 'INSTALLER', name: '李师傅', phone: '13712345678' },
      });
      await waitForShown('适用安装师傅', '李师傅');
      expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', description: '安装师傅添加成功' }));
    },
  );

  it('生产工厂 of the product lists factories and creates one by its name, without a notice', async () => {
    const quiet = fakeProvider('quiet')
      .on('custom', `${FACTORY}/list`, listByName([{ id: 2, name: '佛山家具厂' }]))
      .on('custom', `${FACTORY}/add`, () => ({ data: { id: 7 } }));
    const field = fieldOf(productFormJson, 'factory');
    expect(field).toMatchObject({ key: 'factory_id', picker: { nameKey: 'factory_name' } });
    const { notifications } = renderPickerForm([field], { quiet });

    await createWith('生产工厂', '东莞木业');
    expect(screen.queryByLabelText('手机号')).not.toBeInTheDocument();
    await waitFor(() => expect(posts(quiet)).toHaveLength(1));
    expect(posts(quiet)[0]).toMatchObject({ url: `${FACTORY}/add`, payload: { name: '东莞木业', settle_type_code: 'PAY_NOW', settle_type_name: '现付' } });
    expect(queriesOf(quiet, `${FACTORY}/list`)[0]).toMatchObject({ format: 'dropdown', page: 1, per_page: 10 });
    await waitForShown('生产工厂', '东莞木业');
    expect(notifications.open).not.toHaveBeenCalled();
  });
});
