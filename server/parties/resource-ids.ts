/**
 * Resource ids of the partners an order names. Each partner kind lives in its own collection, so a
 * resource id is the kind's base plus the row id (the demo users' resource ids follow the same ranges),
 * which lets partner-contacts tell the kind from the id alone.
 */
export interface ResourceKind {
  type: 'CONSIGNOR' | 'SERVICER' | 'DELIVERY' | 'TRANSPORTER';
  base: number;
  collection: string;
  /** The supply-chain role's Chinese name. */
  role: string;
}

export const RESOURCE_KINDS: readonly ResourceKind[] = [
  { type: 'SERVICER', base: 200_000, collection: 'servicers', role: '服务商' },
  { type: 'DELIVERY', base: 300_000, collection: 'deliveries', role: '配送安装服务商' },
  { type: 'CONSIGNOR', base: 400_000, collection: 'consignors', role: '商家' },
  { type: 'TRANSPORTER', base: 500_000, collection: 'transporters', role: '承运商' },
];
const RANGE = 100_000;

export function resourceKind(type: ResourceKind['type']): ResourceKind {
  return RESOURCE_KINDS.find((kind) => kind.type === type) as ResourceKind;
}

export const resourceIdOf = (type: ResourceKind['type'], rowId: number): number => resourceKind(type).base + rowId;

/** The kind and row id behind a resource id, or undefined outside the ranges. */
export function decodeResourceId(resourceId: number): { kind: ResourceKind; rowId: number } | undefined {
  const kind = RESOURCE_KINDS.find((item) => resourceId > item.base && resourceId < item.base + RANGE);
  return kind && { kind, rowId: resourceId - kind.base };
}

/** The resource id of a collection row, 0 when there is no row. */
export const resourceIdOfRow = (type: ResourceKind['type'], row: Record<string, unknown> | undefined): number =>
  typeof row?.id === 'number' ? resourceIdOf(type, row.id) : 0;
