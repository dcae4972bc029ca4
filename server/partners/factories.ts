/**
 * Factories (widgets spec §7): GET …/factory/list answers {list, total} of suggestion items {id, name,
 * label, value, phone} with `format=dropdown` (the picker), else the whole rows with label and value too
 * (the factory management screen), filtered as the factory list filters; POST …/factory/add creates one
 * from its name (settle type 现付 unless sent), with what the factory form sends besides (contact, phone,
 * address, memo), and answers {id, name}.
 */
import type { FastifyInstance } from 'fastify';
import { FACTORY_API } from '../../src/config/picker-api.js';
import { routePathOf } from '../records/register-collection.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { collectionOf, ID_LIST, NAME_FILTER, pickerListSpec, QUERY_FLAG, withEmptyRow } from './picker-lists.js';
import { nameRequiredOf } from './picker-messages.js';
import {
  checkedName, checkedSettle, createBodySchema, dropBlankFields, insertChecked, otherFieldsOf, partnerNameRule, type Body,
} from './picker-writes.js';
import { callerCompany, ownedListPage } from '../records/collection-access.js';
import { DEFAULT_SETTLE_TYPE } from '../../src/config/pickers.js';

type Query = Record<string, unknown>;
type FactoryItem = { id: number; name: string; label: string; value: number; phone: string };
const DROPDOWN = 'dropdown';

export function registerFactoryRoutes(app: FastifyInstance, context: ServerContext): void {
  const factories = collectionOf(context, 'factories');
  const { filterSpec, query: listQuery } = pickerListSpec(factories.spec, {
    fields: { name: NAME_FILTER },
    query: { format: { type: 'string', maxLength: 20 }, name: { type: 'string', maxLength: 100 }, prepend_empty: QUERY_FLAG, ids: ID_LIST },
  });

  app.get<{ Querystring: Query }>(routePathOf(FACTORY_API.list), { schema: { querystring: listQuery } }, async (request) => {
    const page = ownedListPage(context, factories, filterSpec, request.query, request);
    const list = page.list.map((row): FactoryItem => {
      const name = String(row.name ?? '');
      const item = { id: row.id, name, label: name, value: row.id, phone: String(row.phone ?? '') };
      return request.query.format === DROPDOWN ? item : { ...row, ...item };
    });
    return ok({ ...page, list: withEmptyRow<FactoryItem>(list, request.query, { id: 0, name: '', label: '', value: 0, phone: '' }) });
  });

  // The spec's body is a name and a settle type; the phone, when sent, is the collection's (a mobile or a landline).
  const body = createBodySchema(factories, {}, ['name']);
  app.post<{ Body: Body }>(routePathOf(FACTORY_API.add), { schema: { body }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    const row = insertChecked(factories, {
      ...otherFieldsOf(factories, sent, ['name', 'settle_type_code', 'settle_type_name']),
      name: checkedName(sent, partnerNameRule(nameRequiredOf('factory'))),
      ...checkedSettle(sent, { required: false, fallback: DEFAULT_SETTLE_TYPE.code }),
    }, callerCompany(request));
    return ok({ id: row.id, name: row.name });
  });
}
