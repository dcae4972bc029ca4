/**
 * The form's validation messages, in Chinese on the field they concern: error_schema's message per
 * field and keyword, else the field's title with the keyword's message (schema-messages.ts). Errors
 * that only sum up others (if/then) are dropped — the field the `then` requires carries its own — and
 * so are errors of hidden fields, the user could not correct them.
 */
import { isWrapperError, schemaErrorMessage } from './schema-messages';
import { FIELD_PATH_SEPARATOR, isInsideHidden } from './visibility';
import type { TicketSchema } from './types';

/** The part of an rjsf validation error the ticket reads. */
export interface FormValidationError {
  name?: string;
  message?: string;
  property?: string;
  params?: unknown;
  stack: string;
}

/** `.a.b`, `.a[0].b` or `['a-b']` → `a.b` (array indexes dropped: error_schema is per field, not per row). */
export function errorFieldPath(error: Pick<FormValidationError, 'name' | 'property' | 'params'>): string {
  const parts = (error.property ?? '')
    .replace(/\[(\d+)\]/g, '')
    .replace(/\[['"]([^'"]+)['"]\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const missing = (error.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  // Older validators report `required` (and dependencies) on the parent object; the missing property names the field.
  if (typeof missing === 'string' && parts[parts.length - 1] !== missing) parts.push(missing);
  return parts.join(FIELD_PATH_SEPARATOR);
}

/** The property rjsf files the error under: a required error reported on the parent moves onto the missing field. */
function fieldProperty(error: Pick<FormValidationError, 'property' | 'params'>): string | undefined {
  const missing = (error.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  if (typeof missing !== 'string') return error.property;
  const property = error.property ?? '';
  const named = property.endsWith(`.${missing}`) || property.endsWith(`['${missing}']`) || property === missing;
  return named ? property : `${property}.${missing}`;
}

/** The errors to show, each with its Chinese message on its field; none for hidden fields or wrappers. */
export function ticketFormErrors<E extends FormValidationError>(
  errors: readonly E[],
  schema: Pick<TicketSchema, 'json_schema' | 'error_schema'>,
  hidden: ReadonlySet<string>,
): E[] {
  return errors
    .filter((error) => !isWrapperError(error.name ?? '') && !isInsideHidden(errorFieldPath(error), hidden))
    .map((error) => {
      const path = errorFieldPath(error);
      const message = schemaErrorMessage(schema.json_schema, schema.error_schema, { keyword: error.name ?? '', path, params: error.params });
      return { ...error, property: fieldProperty(error), message, stack: message };
    });
}
