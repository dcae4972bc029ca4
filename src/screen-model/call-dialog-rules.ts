/**
 * Descriptor rules of option sources, call dialogs and product code fields, part of screens:check:
 * - a form field's `optionsFrom` belongs on a `select`, and options from loaded data (`dataKey`) only in a
 *   call dialog that loads something;
 * - a call dialog's `loadParams` need its `load`; its inputs must not reuse a key the call already sends
 *   (`idKey`, `body`); `idKey` is for row and detail calls, not bulk ones (they send `idsKey`);
 * - a `productCode` rule belongs on a text field, and its `fill` names other fields.
 */
import type { PickerProblem } from './picker-rules';
import { isRecord, recordsIn } from '../util/is-record';

type Json = Record<string, unknown>;

interface FieldPlace {
  field: Json;
  pointer: string;
  /** The dialog holding the field, when it is a call dialog's input. */
  dialog?: Json;
}

function fieldProblems(file: string, { field, pointer, dialog }: FieldPlace): PickerProblem[] {
  const problems: PickerProblem[] = [];
  const source = field.optionsFrom;
  if (isRecord(source)) {
    if (field.widget !== 'select') problems.push({ file, pointer: `${pointer}/optionsFrom`, message: '"optionsFrom" needs the "select" widget' });
    if ('dataKey' in source && (!dialog || typeof dialog.load !== 'string')) {
      problems.push({ file, pointer: `${pointer}/optionsFrom`, message: 'options from loaded data ("dataKey") need a call dialog with "load"' });
    }
  }
  recordsIn(field.rules).forEach((rule, index) => {
    if (rule.name !== 'productCode') return;
    if (field.widget !== 'text') problems.push({ file, pointer: `${pointer}/rules/${index}`, message: 'a "productCode" rule checks a typed code: use it on a "text" field' });
    if (isRecord(rule.fill) && typeof field.key === 'string' && field.key in rule.fill) {
      problems.push({ file, pointer: `${pointer}/rules/${index}/fill`, message: `"fill" must not write the code field "${String(field.key)}" itself` });
    }
  });
  return problems;
}

function dialogProblems(file: string, action: Json, pointer: string, bulk: boolean): PickerProblem[] {
  const problems: PickerProblem[] = [];
  if (bulk && typeof action.idKey === 'string') {
    problems.push({ file, pointer: `${pointer}/idKey`, message: 'bulk actions send the selected keys under "idsKey", not "idKey"' });
  }
  const dialog = action.dialog;
  if (!isRecord(dialog)) return problems;
  if (dialog.loadParams !== undefined && typeof dialog.load !== 'string') {
    problems.push({ file, pointer: `${pointer}/dialog/loadParams`, message: '"loadParams" need "load"' });
  }
  const sent = new Set([...(typeof action.idKey === 'string' ? [action.idKey] : []), ...Object.keys(isRecord(action.body) ? action.body : {})]);
  recordsIn(dialog.fields).forEach((field, index) => {
    const fieldPointer = `${pointer}/dialog/fields/${index}`;
    if (typeof field.key === 'string' && sent.has(field.key)) {
      problems.push({ file, pointer: `${fieldPointer}/key`, message: `"${field.key}" is already sent by the call ("idKey" or "body")` });
    }
    problems.push(...fieldProblems(file, { field, pointer: fieldPointer, dialog }));
  });
  return problems;
}

export function callDialogProblems(file: string, data: Json): PickerProblem[] {
  const problems: PickerProblem[] = [];
  recordsIn(data.sections).forEach((section, sectionIndex) => {
    recordsIn(section.fields).forEach((field, fieldIndex) => {
      if (data.kind === 'form') problems.push(...fieldProblems(file, { field, pointer: `/sections/${sectionIndex}/fields/${fieldIndex}` }));
    });
  });
  for (const list of ['rowActions', 'actions', 'bulkActions'] as const) {
    recordsIn(data[list]).forEach((action, index) => {
      if (action.action === 'call') problems.push(...dialogProblems(file, action, `/${list}/${index}`, list === 'bulkActions'));
    });
  }
  return problems;
}
