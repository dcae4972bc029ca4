/** The fee-detail table's business rules, free of React (widgets spec §3–§5, core spec §4, §6). */
export * from './types';
export * from './stage';
export * from './rows';
export * from './options';
export * from './cascade';
export * from './amount';
export * from './validate-row';
export * from './validate-table';
export * from './transfer-fee';
export * from './visibility';
export * from './debounce';
export { chineseCapitalAmount } from '../format/chinese-amount';
