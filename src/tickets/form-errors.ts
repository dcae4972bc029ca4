/**
 * The form's validation messages: error_schema gives a message per field and JSON-schema keyword;
 * errors of hidden fields are dropped, the user could not correct them.
 */
import { FIELD_PATH_SEPARATOR, isInsideHidden } from './visibility';
import type { TicketErrorSchema } from './types';

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
  // Older validators report `required` on the parent object; the missing property names the field.
  if (error.name === 'required' && typeof missing === 'string' && parts[parts.length - 1] !== missing) parts.push(missing);
  return parts.join(FIELD_PATH_SEPARATOR);
}

/** error_schema's message for the error, looked up by full path then by the last property name. */
export function errorSchemaMessage(errorSchema: TicketErrorSchema, error: FormValidationError): string | undefined {
  if (!error.name) return undefined;
  const path = errorFieldPath(error);
  const last = path.split(FIELD_PATH_SEPARATOR).pop() ?? '';
  return errorSchema[path]?.[error.name] ?? errorSchema[last]?.[error.name];
}

/** The errors to show: none for hidden fields, error_schema's wording where it has one. */
export function ticketFormErrors<E extends FormValidationError>(
  errors: readonly E[],
  errorSchema: TicketErrorSchema,
  hidden: ReadonlySet<string>,
): E[] {
  return errors
    .filter((error) => !isInsideHidden(errorFieldPath(error), hidden))
    .map((error) => {
      const message = errorSchemaMessage(errorSchema, error);
      return message ? { ...error, message, stack: message } : error;
    });
}
