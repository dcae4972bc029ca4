/**
 * The fee-detail table (widgets spec §3–§5): editable rows of direction, fee code, settle target,
 * amount and settlement method, driven by the fee configs and the stage rules. The rules live in
 * src/fees; this component only draws them. Edits reach `onChange` debounced by 100 ms.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import {
  addFeeRow, allowedDirections, applyFeeChange, canAddRow, canAddTransferFee, canDeleteRow, codeOptions, debounceRowUpdates,
  directionOptions, feeStage, initialFeeRows, isDirectionLocked, methodOptions, removeFeeRow, stageRules,
  targetOptions, ticketTransferFeeLine, validateFeeTable, withRowValue, type FeeChange, type FeeConfig, type FeeLine, type FeeRowErrors,
  type FeeSelectField, type SettleTarget, type StageRulesByStage,
} from '../../src/fees';
import { DEFAULT_MIN_FEE_ROWS } from '../../src/config/fees';
import { registerMessages, useT } from '../../src/i18n';
import { fees as feeTexts } from '../../src/i18n/messages/fees';

registerMessages(feeTexts);

export interface FeeTableProps {
  /** The lines the table opens with; read on mount, the table owns its rows afterwards. */
  value?: readonly FeeLine[];
  /** The rows after edits, at most every 100 ms (and at once on unmount). */
  onChange?: (lines: FeeLine[]) => void;
  configs: readonly FeeConfig[];
  /** Parties fees can be settled with (GET /order/orders/{orderId}/settle-targets). */
  targets: readonly SettleTarget[];
  /** Order and ticket statuses; COMPLETED or FINISHED switch to the FINISHED stage. */
  statuses?: ReadonlyArray<string | null | undefined>;
  stageRules?: StageRulesByStage;
  /** The schema's minimum item count. */
  minItems?: number;
  /** The order's maximum for OUTLAY amounts. */
  orderMaxAmount?: number | null;
  /** The older table: amounts of at least 0.01 with 2 decimals. */
  legacy?: boolean;
  /** Whether the user may see amounts (canSeeFeeAmounts of the permission codes). */
  showAmounts: boolean;
  /** Shows the messages of untouched rows too, e.g. after a submit attempt. */
  showAllErrors?: boolean;
  /** Whether the table prints its own whole-table messages; off where a form item prints them. */
  showTableErrors?: boolean;
  /** A ticket's table: offers 添加中转费, the transfer fee line (TRANSSHIPMENT_FEE, OUTLAY, 月结) ready made. */
  offerTransferFee?: boolean;
}

type FeeRow = FeeLine & { key: string };

function withoutKey({ key: _key, ...line }: FeeRow): FeeLine {
  return line;
}

export function FeeTable(props: FeeTableProps) {
  const { configs, targets, showAmounts, showAllErrors = false, minItems = DEFAULT_MIN_FEE_ROWS } = props;
  const t = useT();
  const stage = feeStage(...(props.statuses ?? []));
  const rules = stageRules(stage, props.stageRules);
  const directions = allowedDirections(rules, configs);
  const context = useMemo(() => ({ configs, targets }), [configs, targets]);

  const nextKey = useRef(0);
  const newKey = () => `fee-${(nextKey.current += 1)}`;
  const [rows, setRows] = useState<readonly FeeRow[]>(() =>
    initialFeeRows(props.value, stage, rules, directions).map((line) => ({ ...line, key: newKey() })),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());

  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const debouncer = useMemo(() => debounceRowUpdates<readonly FeeRow[]>((next) => onChangeRef.current?.(next.map(withoutKey))), []);
  useEffect(() => () => debouncer.flush(), [debouncer]);

  const commit = (next: readonly FeeRow[], touchedKey?: string) => {
    setRows(next);
    if (touchedKey) setTouched((keys) => new Set(keys).add(touchedKey));
    debouncer.push(next);
  };
  const change = (row: FeeRow, edit: FeeChange) =>
    commit(rows.map((candidate) => (candidate.key === row.key ? applyFeeChange(candidate, edit, context) : candidate)), row.key);

  const validation = validateFeeTable(rows, configs, {
    orderMaxAmount: props.orderMaxAmount,
    legacy: props.legacy,
    amountsVisible: showAmounts,
  });
  const errorsOf = (row: FeeRow, index: number): FeeRowErrors =>
    showAllErrors || touched.has(row.key) ? (validation.rows[index] ?? {}) : {};
  const editable = (row: FeeRow) => rules.can_edit || added.has(row.key);
  const deletable = canDeleteRow(rows.length, rules, minItems);

  const selectCell = (
    row: FeeRow,
    index: number,
    field: FeeSelectField,
    label: string,
    options: Array<{ value: string | number; label: string }>,
    locked = false,
  ) => {
    const error = errorsOf(row, index)[field];
    return (
      <Cell error={error}>
        <Select
          aria-label={label}
          style={{ width: '100%' }}
          value={row[field] === '' ? undefined : row[field]}
          options={withRowValue(options, row, field)}
          disabled={!editable(row) || locked}
          status={error ? 'error' : undefined}
          onChange={(value: string | number) => change(row, { field, value } as FeeChange)}
        />
      </Cell>
    );
  };

  const columns: TableColumnsType<FeeRow> = [
    {
      title: t('fees.direction'),
      key: 'direction',
      width: 110,
      render: (_, row, index) =>
        selectCell(row, index, 'direction', t('fees.direction'), directionOptions(directions), isDirectionLocked(directions)),
    },
    {
      title: t('fees.code'),
      key: 'code',
      render: (_, row, index) => (
        <>
          {selectCell(row, index, 'code', t('fees.code'), codeOptions(row, configs), row.direction === '')}
          <ErrorText>{errorsOf(row, index).combination}</ErrorText>
        </>
      ),
    },
    {
      title: t('fees.target'),
      key: 'settle_target_id',
      render: (_, row, index) =>
        selectCell(row, index, 'settle_target_id', t('fees.target'), targetOptions(row, context), row.code === ''),
    },
    {
      title: t('fees.amount'),
      key: 'amount',
      width: 140,
      render: (_, row, index) => {
        if (!showAmounts) return t('fees.hiddenAmount');
        const error = errorsOf(row, index).amount;
        return (
          <Cell error={error}>
            <Input
              aria-label={t('fees.amount')}
              value={String(row.amount)}
              disabled={!editable(row)}
              status={error ? 'error' : undefined}
              onChange={(event) => change(row, { field: 'amount', value: event.target.value })}
            />
          </Cell>
        );
      },
    },
    {
      title: t('fees.method'),
      key: 'settlement_method_code',
      render: (_, row, index) =>
        selectCell(row, index, 'settlement_method_code', t('fees.method'), methodOptions(row, configs), row.code === ''),
    },
    {
      title: t('fees.actions'),
      key: 'actions',
      width: 80,
      render: (_, row, index) => (
        <Button type="link" danger disabled={!deletable || !editable(row)} onClick={() => commit(removeFeeRow(rows, index, rules, minItems), row.key)}>
          {t('fees.delete')}
        </Button>
      ),
    },
  ];

  const addRow = () => {
    const key = newKey();
    setAdded((keys) => new Set(keys).add(key));
    commit(addFeeRow(rows, rules, directions, { key }));
  };
  const addTransferRow = () => {
    const key = newKey();
    setAdded((keys) => new Set(keys).add(key));
    commit([...rows, { ...ticketTransferFeeLine(context), key }]);
  };
  const offerTransfer = props.offerTransferFee === true && canAddTransferFee(rules, configs, directions);
  const showTableErrors = props.showTableErrors !== false && (showAllErrors || touched.size > 0);

  return (
    // Leaving the table (e.g. pressing 保存) sends waiting edits at once, so a quick save sees them.
    <Space direction="vertical" style={{ width: '100%' }} onBlur={() => debouncer.flush()}>
      <Table<FeeRow> rowKey="key" size="small" pagination={false} columns={columns} dataSource={[...rows]} />
      {showTableErrors && validation.table.map((message) => <ErrorText key={message}>{message}</ErrorText>)}
      {canAddRow(rules) && (
        <Space wrap>
          <Button onClick={addRow}>{t('fees.add')}</Button>
          {offerTransfer && <Button onClick={addTransferRow}>{t('fees.addTransfer')}</Button>}
        </Space>
      )}
    </Space>
  );
}

function Cell({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <div>
      {children}
      <ErrorText>{error}</ErrorText>
    </div>
  );
}

function ErrorText({ children }: { children?: string }) {
  if (!children) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
      {children}
    </Typography.Text>
  );
}
