/**
 * Stands in, in the build, for antd's Radio where antd's table row selection
 * (antd/es/table/hooks/useSelection.js) imports it: it draws a radio only for
 * `rowSelection.type: 'radio'`, which no table of the app uses (tables select rows with checkboxes;
 * tests/unit/bundle/no-column-filters.test.ts fails where one asks for radios), and it brought Radio
 * and its styles into every selectable list. Drawn anyway, it fails loudly.
 */
export default function SelectionRadio(): never {
  throw new Error("rowSelection.type 'radio' is left out of this build (scripts/stubs/antd-selection-radio.ts)");
}
