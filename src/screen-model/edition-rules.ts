/**
 * Descriptor rules of the edition wording (widgets spec §1), part of screens:check: a select filter that
 * searches the merchants names them the edition's partners (`optionsFrom.editionPartner`), so the DA
 * edition, which labels it 供应商, searches the suppliers rather than the merchants.
 */
import { PARTNER_FILTER_RESOURCE } from '../config/picker-api';
import { isRecord } from '../util/is-record';

export interface EditionProblem {
  file: string;
  pointer: string;
  message: string;
}

export const PARTNER_FILTER_UNMARKED =
  'a filter searching the merchants needs "optionsFrom.editionPartner": true, so the DA edition searches its suppliers';

type Json = Record<string, unknown>;

export function editionProblems(file: string, data: Json): EditionProblem[] {
  const filters = Array.isArray(data.filters) ? data.filters : [];
  return filters.flatMap((filter: unknown, index): EditionProblem[] => {
    const from = isRecord(filter) && isRecord(filter.optionsFrom) ? filter.optionsFrom : undefined;
    if (from?.resource !== PARTNER_FILTER_RESOURCE.consignor || from.editionPartner === true) return [];
    return [{ file, pointer: `/filters/${index}/optionsFrom`, message: PARTNER_FILTER_UNMARKED }];
  });
}
