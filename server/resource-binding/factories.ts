/**
 * Factories (widgets spec §7): GET …/factory/list answers {list, total} of suggestion items {id, name,
 * label, value, phone}; POST …/factory/add creates one from its name (settle type 现付 unless sent) and
 * answers {id, name}.
 */
import type { FastifyInstance } from 'fastify';
import { FACTORY_API } from '../../src/config/picker-api.js';
import { mainListPage } from '../collections/framework/list-page.js';
import { routePathOf } from '../collections/framework/register-collection.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { collectionOf, ID_LIST, NAME_FILTER, pickerFilterSpec, pickerListQuery, QUERY_FLAG, withEmptyRow } from './picker-lists.js';
import { nameRequiredOf } from './picker-messages.js';
import { checkedName, checkedSettle, createBodySchema, dropBlankFields, insertChecked, partnerNameRule, type Body } from './picker-writes.js';
import { DEFAULT_SETTLE_TYPE } from '../../src/config/pickers.js';

type Query = Record<string, unknown>;
type FactoryItem = { id: number; name: string; label: string; value: number; phone: string };

export function registerFactoryRoutes(app: FastifyInstance, context: ServerContext): void {
  const factories = collectionOf(context, 'factories');
  const filterSpec = pickerFilterSpec('factories', { name: NAME_FILTER });
  const listQuery = pickerListQuery({
    format: { type: 'string', maxLength: 20 }, name: { type: 'string', maxLength: 100 }, prepend_empty: QUERY_FLAG, ids: ID_LIST,
  });

  app.get<{ Querystring: Query }>(routePathOf(FACTORY_API.list), { schema: { querystring: listQuery } }, async (request) => {
    const page = mainListPage(factories, filterSpec, request.query, undefined);
    const list = page.list.map((row): FactoryItem => {
      const name = String(row.name ?? '');
      return { id: row.id, name, label: name, value: row.id, phone: String(row.phone ?? '') };
    });
    return ok({ ...page, list: withEmptyRow<FactoryItem>(list, request.query, { id: 0, name: '', label: '', value: 0, phone: '' }) });
  });

  const body = createBodySchema(factories, ['settle_type_name']);
  app.post<{ Body: Body }>(routePathOf(FACTORY_API.add), { schema: { body }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    const row = insertChecked(factories, {
      name: checkedName(sent, partnerNameRule(nameRequiredOf('factory'))),
      ...checkedSettle(sent, { required: false, fallback: DEFAULT_SETTLE_TYPE.code }),
    });
    return ok({ id: row.id, name: row.name });
  });
}
