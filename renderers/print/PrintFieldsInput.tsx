import { useMemo } from 'react';
import { Button, Checkbox, Empty, Form, Input, InputNumber, Select, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PAPER_SIZES_MM, PRINT_FORMATS, PRINT_LIMITS, type PaperSizeCode,
} from '../../src/config/print';
import { useT } from '../../src/i18n';
import { cleanPrintFields, parsePrintField, printFieldProblems, type PrintField } from '../../src/print/template';
import { PrintPreview } from './PrintPreview';
import './messages';

type Row = Record<string, unknown>;

export interface PrintFieldsInputProps {
  value?: unknown;
  onChange?: (value: Row[]) => void;
  disabled?: boolean;
  id?: string;
}

/** The form field holding the paper code, whose page the preview draws. */
const PAPER_FIELD = 'paper_size';
/** A new field goes this far below the last one. */
const NEXT_LINE_MM = 8;

const FORMAT_LABEL_KEYS: Record<(typeof PRINT_FORMATS)[number], string> = {
  text: 'print.layout.formatText',
  money: 'print.layout.formatMoney',
  capitalAmount: 'print.layout.formatCapitalAmount',
  date: 'print.layout.formatDate',
  datetime: 'print.layout.formatDatetime',
};

/**
 * The `printFields` widget: the fields of a print template as editable rows, with a preview of the page.
 * The value is the list of fields, stored without empty values.
 */
export function PrintFieldsInput({ value, onChange, disabled, id }: PrintFieldsInputProps) {
  const t = useT();
  const rows = useMemo<Row[]>(() => (Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : []), [value]);
  const paperCode = Form.useWatch(PAPER_FIELD) as PaperSizeCode | undefined;
  const problems = useMemo(() => new Map(printFieldProblems(rows).map((entry) => [entry.index, entry.problem])), [rows]);
  const change = (next: Row[]) => onChange?.(cleanPrintFields(next));
  const setCell = (index: number, name: string, cell: unknown) => change(rows.map((row, at) => (at === index ? { ...row, [name]: cell } : row)));
  const add = () => {
    const lastY = rows.reduce((max, row) => Math.max(max, typeof row.y === 'number' ? row.y : 0), 0);
    change([...rows, { type: 'text', x: 10, y: rows.length === 0 ? 10 : Math.min(lastY + NEXT_LINE_MM, PRINT_LIMITS.maxMillimetres), width: 80 }]);
  };
  const number = (index: number, name: string, label: string, min: number, max: number, width = 72) => (
    <InputNumber
      size="small"
      min={min}
      max={max}
      style={{ width }}
      disabled={disabled}
      aria-label={label}
      value={typeof rows[index]?.[name] === 'number' ? (rows[index]?.[name] as number) : null}
      onChange={(cell) => setCell(index, name, cell)}
    />
  );
  const columns: TableColumnsType<Row> = [
    {
      title: t('print.layout.type'), key: 'type', width: 90,
      render: (_, row, index) => (
        <Select
          size="small" style={{ width: 80 }} disabled={disabled} value={row.type === 'barcode' ? 'barcode' : 'text'} aria-label={t('print.layout.type')}
          onChange={(cell) => setCell(index, 'type', cell)}
          options={[{ value: 'text', label: t('print.layout.typeText') }, { value: 'barcode', label: t('print.layout.typeBarcode') }]}
        />
      ),
    },
    {
      title: t('print.layout.label'), key: 'label', width: 150,
      render: (_, row, index) => (
        <Input size="small" maxLength={PRINT_LIMITS.maxLabelLength} disabled={disabled} value={typeof row.label === 'string' ? row.label : ''}
          status={problems.get(index) === 'needLabelOrKey' ? 'error' : undefined} aria-label={t('print.layout.label')}
          onChange={(event) => setCell(index, 'label', event.target.value)} />
      ),
    },
    {
      title: t('print.layout.key'), key: 'key', width: 150,
      render: (_, row, index) => (
        <Input size="small" maxLength={64} disabled={disabled} value={typeof row.key === 'string' ? row.key : ''} placeholder="order_no"
          status={problems.has(index) ? 'error' : undefined} aria-label={t('print.layout.key')}
          onChange={(event) => setCell(index, 'key', event.target.value)} />
      ),
    },
    {
      title: t('print.layout.format'), key: 'format', width: 120,
      render: (_, row, index) => (
        <Select
          size="small" style={{ width: 110 }} disabled={disabled} value={typeof row.format === 'string' ? row.format : 'text'} aria-label={t('print.layout.format')}
          onChange={(cell) => setCell(index, 'format', cell === 'text' ? undefined : cell)}
          options={PRINT_FORMATS.map((format) => ({ value: format, label: t(FORMAT_LABEL_KEYS[format]) }))}
        />
      ),
    },
    { title: t('print.layout.x'), key: 'x', width: 84, render: (_, _row, index) => number(index, 'x', t('print.layout.x'), 0, PRINT_LIMITS.maxMillimetres) },
    { title: t('print.layout.y'), key: 'y', width: 84, render: (_, _row, index) => number(index, 'y', t('print.layout.y'), 0, PRINT_LIMITS.maxMillimetres) },
    { title: t('print.layout.width'), key: 'width', width: 84, render: (_, _row, index) => number(index, 'width', t('print.layout.width'), 1, PRINT_LIMITS.maxMillimetres) },
    {
      title: t('print.layout.fontSize'), key: 'fontSize', width: 84,
      render: (_, _row, index) => number(index, 'fontSize', t('print.layout.fontSize'), PRINT_LIMITS.minFontSizePt, PRINT_LIMITS.maxFontSizePt),
    },
    {
      title: t('print.layout.bold'), key: 'bold', width: 60,
      render: (_, row, index) => (
        <Checkbox disabled={disabled} checked={row.bold === true} aria-label={t('print.layout.bold')} onChange={(event) => setCell(index, 'bold', event.target.checked)} />
      ),
    },
    {
      title: t('print.layout.actions'), key: 'remove', width: 70,
      render: (_, _row, index) => (
        <Button size="small" type="link" danger icon={<DeleteOutlined />} disabled={disabled} onClick={() => change(rows.filter((_, at) => at !== index))}>
          {t('print.layout.remove')}
        </Button>
      ),
    },
  ];
  const preview = useMemo(
    () => rows.map(parsePrintField).filter((field): field is PrintField => field !== undefined),
    [rows],
  );
  const paper = paperCode && Object.hasOwn(PAPER_SIZES_MM, paperCode) ? { code: paperCode, ...PAPER_SIZES_MM[paperCode] } : undefined;
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} size="middle">
      <Table<Row>
        size="small"
        rowKey={(_row, index) => String(index)}
        columns={columns}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 880 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('print.layout.empty')} /> }}
      />
      <Button icon={<PlusOutlined />} onClick={add} disabled={disabled || rows.length >= PRINT_LIMITS.maxFields}>
        {t('print.layout.add')}
      </Button>
      {paper && preview.length > 0 && <PrintPreview paper={paper} fields={preview} />}
    </Space>
  );
}

export default PrintFieldsInput;
