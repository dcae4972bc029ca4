/** The ticket's form, built by @rjsf/antd from the schema's json_schema, ui_schema and error_schema. */
import { forwardRef, useId, useMemo } from 'react';
import Form from '@rjsf/antd';
import type Core from '@rjsf/core';
import type { ErrorTransformer, RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { TicketImageWidget } from '../upload/TicketImageWidget';
import { TicketSelectWidget } from './TicketSelectWidget';
import { applyVisibility, ticketFormErrors, type TicketPayload, type TicketSchema } from '../../src/tickets';

interface Props {
  schema: TicketSchema;
  formData: TicketPayload;
  hidden: ReadonlySet<string>;
  readonly: boolean;
  onChange: (data: TicketPayload) => void;
}

/** Widgets the ticket schemas' ui_schema may name besides rjsf's own, and the select that replaces rjsf's. */
const WIDGETS = { image: TicketImageWidget, SelectWidget: TicketSelectWidget };

/** rjsf's form instance, for validateForm() before a save. */
export type TicketFormHandle = Core<TicketPayload, RJSFSchema>;

export const TicketForm = forwardRef<TicketFormHandle, Props>(function TicketForm({ schema, formData, hidden, readonly, onChange }, ref) {
  const uiSchema = useMemo(
    () => ({ ...applyVisibility(schema.ui_schema, hidden), 'ui:submitButtonOptions': { norender: true } }),
    [schema.ui_schema, hidden],
  );
  const transformErrors = useMemo<ErrorTransformer<TicketPayload>>(
    () => (errors) => ticketFormErrors(errors, schema, hidden),
    [schema, hidden],
  );
  // Ids of this form's fields, unique in the page: two kept-alive ticket tabs with rjsf's default
  // prefix ("root") would both have root_handling_note, and a label would name the other tab's field.
  const idPrefix = `ticket${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <Form
      ref={ref}
      idPrefix={idPrefix}
      schema={schema.json_schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={WIDGETS}
      transformErrors={transformErrors}
      readonly={readonly}
      showErrorList={false}
      noHtml5Validate
      onChange={(event) => onChange((event.formData ?? {}) as TicketPayload)}
    />
  );
});
