// The plain-text helpers live in the kernel (src/format/display-values.ts), shared with the export.
export { formatDate, formatDateTime, formatMoney, isEmptyValue, toText } from '../../../src/format/display-values';
