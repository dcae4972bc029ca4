/**
 * A row scope: which rows of one collection a caller may see and change when that is not a matter of
 * the party fields a TenancySpec names (a service provider's merchant book). The generic routes add
 * its conditions to the tenancy's; a row out of scope answers as a missing one (404 记录不存在).
 */
import type { FastifyRequest } from 'fastify';
import type { SqlCondition } from '../db/record-sql.js';

export interface RowScope {
  /** Rows the caller may list, read and export. */
  read(request: FastifyRequest): SqlCondition[];
  /** Rows the caller may change or delete; `read` when not given. */
  write?(request: FastifyRequest): SqlCondition[];
  /**
   * Conditions a record must still meet after the caller creates or changes it (a store's merchant must be
   * one the caller may change), else 404; over the record's `data` only, as RecordStore.meets runs them.
   */
  keep?(request: FastifyRequest): SqlCondition[];
  /** Fields a record the caller creates gets, which its body cannot set (the company whose book holds it). */
  stamp?(request: FastifyRequest): Record<string, unknown>;
}

/** A row as the caller may see it. */
export type RowView = (row: Readonly<Record<string, unknown>>) => Record<string, unknown>;
