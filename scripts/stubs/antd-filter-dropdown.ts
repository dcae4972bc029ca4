/**
 * Stands in, in the build, for antd's table column filter menu (antd/es/table/hooks/useFilter/
 * FilterDropdown.js), which imports Tree (rc-tree), Radio, Menu and Checkbox for every Table although
 * it only renders for a column with `filters` or `filterDropdown`. No table of the app has one: its
 * columns are built in renderers/generic/list/columns.tsx, renderers/fee/FeeTable.tsx,
 * renderers/transporter-map/TransporterList.tsx, renderers/order-import/ImportResultView.tsx and
 * renderers/catalogue/ScreenCatalogue.tsx, and `grep -rnE "filterDropdown|filterMode|onFilter|filters:"
 * renderers src` finds only Refine's CrudFilters, Select's optionFilterProp and descriptor types, no
 * column filter: list screens filter through their filter form. A column given filters fails loudly.
 */
interface FilterItem {
  value: unknown;
  children?: FilterItem[];
}

/** As antd's own: the values of the filter items, depth first (used by useFilter for filtered columns only). */
export function flattenKeys(filters: readonly FilterItem[] | undefined): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}

export default function FilterDropdown(): never {
  throw new Error('Table column filters are left out of this build (scripts/stubs/antd-filter-dropdown.ts)');
}
