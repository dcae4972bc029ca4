import type { FormRule } from 'antd';
import { t } from '../../src/i18n';
import { printFieldProblems } from '../../src/print/template';
import './messages';

/** A `printFields` field is valid when every placed field has a label or a data key, and keys are field names. */
export const printFieldsRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const [first] = printFieldProblems(value);
    if (first) throw new Error(`#${first.index + 1} ${t(`print.layout.${first.problem}`)}`);
  },
};
