/** Texts of the address cascader and the banned-area check (widgets spec §4, §5, §8). */
export const address = {
  zh: {
    'address.loading': '正在加载地址数据...',
    /** Followed by the HTTP status or the error message. */
    'address.loadFailed': '加载地址数据失败:',
    'address.banned': '该地区暂不收货',
    'address.placeholder': '请选择省/市/区',
    'address.placeholderCity': '请选择省/市',
    'address.placeholderProvince': '请选择省份',
    'address.noMatch': '没有匹配的地区',
  },
  en: {
    'address.loading': '正在加载地址数据...',
    'address.loadFailed': '加载地址数据失败:',
    'address.banned': '该地区暂不收货',
    'address.placeholder': 'Select province / city / district',
    'address.placeholderCity': 'Select province / city',
    'address.placeholderProvince': 'Select a province',
    'address.noMatch': 'No matching area',
  },
};
