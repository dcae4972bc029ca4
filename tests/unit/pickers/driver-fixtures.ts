/** What the driver dialog and the driver form ask of the server, for their tests. */
import type { FormField, FormScreen } from '../../../src/screen-model/types';
import stowageDepartJson from '../../../screens/transit/stowage-depart.json';
import { fakeProvider, type CallParams, type FakeProvider } from '../generic/harness';
import { listByName } from './picker-fixtures';

export const TRANSPORTER = '/user/resource_binding/transporter';
export const CONFIG_ITEMS = '/config/item/getConfigItemList';
export const USER_CONFIG = '/user/user_config/get_list';
export const AREAS_VERSION = '/map/help/areas_version';
export const ADDRESS_TREE = '/map/area/three_level_address';

export const SERVICE_TYPES = [{ code: 'DELIVERY', name: '配送' }, { code: 'INSTALL', name: '安装' }];
export const SETTLE_TYPES = [{ code: 'PAY_NOW', name: '现付' }, { code: 'MONTHLY', name: '月结' }];

export const ADDRESS_TREE_DATA = {
  value: '100000', label: '中国',
  children: [
    {
      value: '440000', label: '广东省',
      children: [{ value: '440100', label: '广州市', children: [{ value: '440106', label: '天河区' }, { value: '440104', label: '越秀区' }] }],
    },
    { value: '330000', label: '浙江省', children: [{ value: '330100', label: '杭州市', children: [{ value: '330106', label: '西湖区' }] }] },
  ],
};

/** 广东省 checked whole, as the driver model nests it. */
export const GUANGDONG = {
  list: [{
    province: '广东省', province_no: '440000',
    citys: [{ city: '广州市', city_no: '440100', districts: [{ district: '天河区', district_no: '440106' }, { district: '越秀区', district_no: '440104' }] }],
  }],
};

/** The driver picker of the stowage departure form (发车), whose 新增并使用 opens the add-driver dialog. */
export const driverField = (stowageDepartJson as unknown as FormScreen).sections.flatMap((section) => section.fields)
  .find((field) => field.widget === 'driver') as FormField;

/** Service types (config items) and settle types (user config) by category. */
const codeLists = (params: CallParams) => {
  const category = String((params.query as { category_code?: string }).category_code);
  return { data: category === 'DRIVER_SERVICE_TYPE' ? SERVICE_TYPES : category === 'SETTLE_T_ZX' ? SETTLE_TYPES : [] };
};

/** The user config's settle types (SETTLE_T_ZX) as the driver form loads them; nothing for another category. */
export const settleTypesOf = (items: ReadonlyArray<{ code: string; name: string }> = SETTLE_TYPES) => (params: CallParams) =>
  ({ data: (params.query as { category_code?: string }).category_code === 'SETTLE_T_ZX' ? items : [] });

/** The quiet calls of the dialog: the driver list, code lists, the address tree (version `version`). */
export function driverQuiet({ version = 'v1', tree = () => ({ data: ADDRESS_TREE_DATA }) as unknown }: { version?: string; tree?: () => unknown } = {}): FakeProvider {
  return fakeProvider('quiet')
    .on('custom', `${TRANSPORTER}/list`, listByName([{ resource_id: 500_001, name: '老司机', phone: '13700000000' }]))
    .on('custom', CONFIG_ITEMS, codeLists)
    .on('custom', USER_CONFIG, codeLists)
    .on('custom', AREAS_VERSION, () => ({ data: { version } }))
    .on('custom', ADDRESS_TREE, tree);
}
