/**
 * Stations (widgets spec §7): GET /user/stations lists them for the station and installer pickers,
 * POST /user/stations creates one from its name and type, and POST /user/servicer_resource/store/add
 * creates an installer — a station of type 安装网点 (INSTALLER) — or a station of another type.
 * Types are sent as an alias code (DELIVERY, TRANSIT, INSTALLER, PICKUP) or as the Chinese name.
 * The station management screen lists and creates through the first two, so the list also filters as
 * the station list does and the creates store the station form's other fields.
 */
import type { FastifyInstance } from 'fastify';
import { SERVICER_STORE_ADD_API, STATION_TYPE_ALIAS, STATIONS_API, type StationTypeAlias } from '../../src/config/picker-api.js';
import { STATION_TYPES } from '../codes/codes.js';
import { routePathOf } from '../records/register-collection.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { collectionOf, ID_LIST, NAME_FILTER, pickerListSpec } from './picker-lists.js';
import { nameRequiredOf, PICKER_MSG } from './picker-messages.js';
import {
  checkedMemo, checkedName, checkedPhone, checkedSettle, createBodySchema, dropBlankFields, insertChecked, otherFieldsOf, partnerNameRule,
  type Body,
} from './picker-writes.js';
import { callerCompany, ownedListPage } from '../records/collection-access.js';

type Query = Record<string, unknown>;

const ALIASES = Object.keys(STATION_TYPE_ALIAS) as StationTypeAlias[];
/** A station type as either spelling. */
const TYPE = { type: 'string', title: '网点类型', enum: [...ALIASES, ...STATION_TYPES] };
const INSTALLER_TYPE = STATION_TYPE_ALIAS.INSTALLER;
/** Whether a type is sent as its alias code. */
const isAlias = (value: string): value is StationTypeAlias => (ALIASES as string[]).includes(value);

/** The Chinese type name of an alias code or name. */
const typeName = (value: unknown, fallback: string): string => {
  const text = typeof value === 'string' ? value : '';
  return isAlias(text) ? STATION_TYPE_ALIAS[text] : text || fallback;
};
const aliasOf = (type: unknown): string => ALIASES.find((alias) => STATION_TYPE_ALIAS[alias] === type) ?? '';

export function registerStationRoutes(app: FastifyInstance, context: ServerContext): void {
  const stations = collectionOf(context, 'stations');
  // Besides its own parameters, the list filters as the station list does (type, phone, city, status, created_at…).
  const { filterSpec, query: listQuery } = pickerListSpec(stations.spec, {
    fields: { name: NAME_FILTER },
    extraFilters: {
      station_name: { kind: 'like', fields: ['name'] },
      // Filters by the type the alias names (the handler puts the Chinese name in its place).
      station_type_alias_code: { kind: 'in', fields: ['type'] },
    },
    query: {
      format: { type: 'string', maxLength: 20 },
      station_name: { type: 'string', maxLength: 100 },
      name: { type: 'string', maxLength: 100 },
      station_type_alias_code: { type: 'string', title: '网点类型', enum: ALIASES },
      ids: ID_LIST,
    },
    defaultPerPage: 20,
  });

  app.get<{ Querystring: Query }>(routePathOf(STATIONS_API), { schema: { querystring: listQuery } }, async (request) => {
    const alias = request.query.station_type_alias_code as StationTypeAlias | undefined;
    const query = alias ? { ...request.query, station_type_alias_code: STATION_TYPE_ALIAS[alias] } : request.query;
    const page = ownedListPage(context, stations, filterSpec, query, request);
    return ok({ ...page, list: page.list.map((row) => ({ ...row, type_alias_code: aliasOf(row.type) })) });
  });

  // The spec's body is a name and a type; what the station form sends besides (contact, phone — a mobile or
  // a landline —, city, address, status, memo) is checked by the collection's schemas and stored.
  const stationBody = createBodySchema(stations, { type: TYPE }, ['name']);
  app.post<{ Body: Body }>(routePathOf(STATIONS_API), { schema: { body: stationBody }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    const row = insertChecked(stations, {
      ...otherFieldsOf(stations, sent, ['name', 'type', 'settle_type_code', 'settle_type_name']),
      name: checkedName(sent, partnerNameRule(nameRequiredOf('station'))),
      // A station added without a type is a delivery station (配送站).
      type: typeName(sent.type, STATION_TYPE_ALIAS.DELIVERY),
      ...checkedSettle(sent, { required: false }),
    }, callerCompany(request));
    return ok({ id: row.id });
  });

  const addBody = createBodySchema(stations, { type: TYPE });
  app.post<{ Body: Body }>(routePathOf(SERVICER_STORE_ADD_API), { schema: { body: addBody }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    // The installer picker's call: without a type, the station is an installer.
    const type = typeName(sent.type, INSTALLER_TYPE);
    const installer = type === INSTALLER_TYPE;
    const row = insertChecked(stations, {
      ...otherFieldsOf(stations, sent, ['name', 'type', 'phone', 'memo', 'settle_type_code', 'settle_type_name']),
      name: checkedName(sent, partnerNameRule(nameRequiredOf(installer ? 'installer' : 'station'))),
      type,
      ...checkedPhone(sent, { required: installer ? PICKER_MSG.phoneRequired : undefined, format: PICKER_MSG.phoneFormat }),
      ...checkedMemo(sent),
      ...checkedSettle(sent, { required: false }),
    }, callerCompany(request));
    return ok({ id: row.id });
  });
}
