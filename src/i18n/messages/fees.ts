import type { MessageModule } from '../types';

/** Texts of the fee-detail table; the validation messages are the spec's and stay Chinese. */
export const fees = {
  zh: {
    'fees.direction': '收支方向',
    'fees.code': '费用项',
    'fees.target': '结算对象',
    'fees.amount': '金额',
    'fees.method': '结算方式',
    'fees.actions': '操作',
    'fees.add': '新增费用',
    'fees.addTransfer': '添加中转费',
    'fees.delete': '删除',
    'fees.hiddenAmount': '***',
  },
  en: {
    'fees.direction': 'Direction',
    'fees.code': 'Fee item',
    'fees.target': 'Settle with',
    'fees.amount': 'Amount',
    'fees.method': 'Settlement method',
    'fees.actions': 'Actions',
    'fees.add': 'Add fee',
    'fees.addTransfer': 'Add transfer fee',
    'fees.delete': 'Delete',
    'fees.hiddenAmount': '***',
  },
} satisfies MessageModule;
