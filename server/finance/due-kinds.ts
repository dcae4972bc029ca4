/**
 * The two kinds of dues a confirmed bill opens, side by side: a receivable (应收) when the bill collects
 * from a merchant (INCOME), a payable (应付) when it pays a carrier or delivery company (OUTLAY). Both are
 * one row per order on the bill; the names of their number, done and open amounts and states differ.
 */
export interface DueKind {
  collection: 'receivables' | 'payables';
  direction: 'INCOME' | 'OUTLAY';
  /** The number field (应收单号 / 应付单号) and its prefix. */
  noField: 'receivable_no' | 'payable_no';
  prefix: 'YS' | 'YF';
  /** What has been received or paid so far, and what is still open. */
  doneField: 'received_amount' | 'paid_amount';
  openField: 'unreceived_amount' | 'unpaid_amount';
  /** Nothing done yet, in part, in full. */
  states: { open: string; partial: string; done: string };
}

export const RECEIVABLE: DueKind = {
  collection: 'receivables', direction: 'INCOME', noField: 'receivable_no', prefix: 'YS',
  doneField: 'received_amount', openField: 'unreceived_amount', states: { open: 'UNRECEIVED', partial: 'PARTIAL', done: 'RECEIVED' },
};

export const PAYABLE: DueKind = {
  collection: 'payables', direction: 'OUTLAY', noField: 'payable_no', prefix: 'YF',
  doneField: 'paid_amount', openField: 'unpaid_amount', states: { open: 'UNPAID', partial: 'PARTIAL', done: 'PAID' },
};

/** A receivable closed by a bad-debt write-off (坏账核销) reads 已核销 rather than 已收款. */
export const WRITTEN_OFF_STATE = 'WRITTEN_OFF';

export const dueKindOf = (direction: unknown): DueKind => (direction === 'OUTLAY' ? PAYABLE : RECEIVABLE);
