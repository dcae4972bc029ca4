import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { TicketForm, type TicketFormHandle } from '../../../renderers/ticket/TicketForm';
import { COMPENSATE_SCHEMA as SERVED_COMPENSATE } from '../../../server/tickets/schemas/compensate';
import { SCHEMA_ERROR_MSG } from '../../../src/config/schema-messages';
import { schemaErrorMessage, ticketFormErrors, type TicketSchema } from '../../../src/tickets';

/** The claim schema as the reference server serves it (理赔方式 现金 makes 理赔金额 required by if/then). */
const CLAIM = SERVED_COMPENSATE as unknown as TicketSchema;
const CASH_WITHOUT_AMOUNT = { claim_reason: '货物破损', claim_method: '现金', liable_party: '承运商', evidence: '外箱破损' };
const LATIN = /[A-Za-z]/;

describe('ticket form errors reach the user in Chinese, on their field', () => {
  it('理赔方式 现金 without 理赔金额: 请输入理赔金额 on 理赔金额, and no English "then" error', () => {
    const { errors } = validator.validateFormData(CASH_WITHOUT_AMOUNT, CLAIM.json_schema as RJSFSchema);
    const shown = ticketFormErrors(errors, CLAIM, new Set());
    expect(shown.map((error) => [error.property, error.message])).toEqual([['claim_amount', '请输入理赔金额']]);
  });

  it('the form shows 请输入理赔金额 at 理赔金额 and nothing in English', () => {
    const ref = createRef<TicketFormHandle>();
    render(<TicketForm ref={ref} schema={CLAIM} formData={CASH_WITHOUT_AMOUNT} hidden={new Set()} readonly={false} onChange={() => undefined} />);
    let valid = true;
    act(() => {
      valid = ref.current!.validateForm();
    });
    expect(valid).toBe(false);
    expect(screen.getByText('请输入理赔金额')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/must|schema/);
  });

  it('every keyword of a field without error_schema wording gets the field title and a Chinese message', () => {
    const jsonSchema = {
      type: 'object',
      properties: {
        note: { type: 'string', title: '备注', minLength: 2, maxLength: 5, pattern: '^a', format: 'email' },
        count: { type: 'integer', title: '件数', minimum: 1, maximum: 9, exclusiveMinimum: 0, multipleOf: 2 },
        kind: { type: 'string', title: '类型', enum: ['A'] },
        photos: { type: 'array', title: '照片', minItems: 1, maxItems: 2, uniqueItems: true, items: { type: 'object', properties: { fileid: { type: 'string', title: '文件' } } } },
      },
    };
    const cases: Array<[string, string, unknown, string]> = [
      ['required', 'kind', { missingProperty: 'kind' }, '请选择类型'],
      ['required', 'note', { missingProperty: 'note' }, '请输入备注'],
      ['minLength', 'note', { limit: 2 }, '备注不能少于2个字'],
      ['maxLength', 'note', { limit: 5 }, '备注不能超过5个字'],
      ['pattern', 'note', { pattern: '^a' }, '备注格式不正确'],
      ['format', 'note', { format: 'email' }, '备注格式不正确'],
      ['minimum', 'count', { comparison: '>=', limit: 1 }, '件数不能小于1'],
      ['maximum', 'count', {}, '件数不能超过9'],
      ['exclusiveMinimum', 'count', { limit: 0 }, '件数必须大于0'],
      ['multipleOf', 'count', { multipleOf: 2 }, '件数必须是2的倍数'],
      ['type', 'count', { type: 'integer' }, '件数必须是整数'],
      ['enum', 'kind', { allowedValues: ['A'] }, '类型不在可选范围内'],
      ['minItems', 'photos', { limit: 1 }, '照片至少需要1项'],
      ['maxItems', 'photos', { limit: 2 }, '照片最多2项'],
      ['uniqueItems', 'photos', { i: 0, j: 1 }, '照片不能有重复项'],
      ['type', 'photos.fileid', { type: 'string' }, '文件必须是文本'],
      ['someFutureKeyword', 'note', {}, '备注填写有误'],
      ['oneOf', '', {}, '工单内容不符合要求'],
    ];
    for (const [keyword, path, params, expected] of cases) {
      expect(schemaErrorMessage(jsonSchema, {}, { keyword, path, params }), `${keyword} ${path}`).toBe(expected);
    }
    for (const keyword of Object.keys(SCHEMA_ERROR_MSG)) {
      expect(schemaErrorMessage(jsonSchema, {}, { keyword, path: 'note' }), keyword).not.toMatch(LATIN);
    }
  });

  it('real validator errors of every served field are Chinese', () => {
    const wrong = { claim_reason: 1, claim_method: '支票', claim_amount: 'x', liable_party: 2, evidence: 'x'.repeat(400), damage_photos: 'no' };
    const { errors } = validator.validateFormData(wrong, CLAIM.json_schema as RJSFSchema);
    const shown = ticketFormErrors(errors, CLAIM, new Set());
    expect(shown.length).toBeGreaterThan(3);
    for (const error of shown) expect(error.message, `${error.name} ${error.property}`).not.toMatch(LATIN);
  });
});
