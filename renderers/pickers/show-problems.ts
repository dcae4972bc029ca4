import type { FormInstance } from 'antd';

/** A failed check of a dialog field: the field and the i18n key of its message. */
export interface Problem<F extends string> {
  field: F;
  messageKey: string;
}

/** Shows each field's messages under it and clears the fields that passed. */
export function showProblems<V, F extends keyof V & string>(
  form: FormInstance<V>,
  fields: readonly F[],
  problems: readonly Problem<F>[],
  text: (key: string) => string,
): void {
  form.setFields(fields.map((name) => ({
    name,
    errors: problems.filter((problem) => problem.field === name).map((problem) => text(problem.messageKey)),
  })) as Parameters<FormInstance<V>['setFields']>[0]);
}
