import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TicketForm } from '../../../renderers/ticket/TicketForm';
import { COMPENSATE_SCHEMA as SERVED_COMPENSATE } from '../../../server/tickets/schemas/compensate';
import type { TicketPayload, TicketSchema } from '../../../src/tickets';

const CLAIM = SERVED_COMPENSATE as unknown as TicketSchema;

function renderForm(formData: TicketPayload = {}) {
  const onChange = vi.fn<(data: TicketPayload) => void>();
  render(<TicketForm schema={CLAIM} formData={formData} hidden={new Set()} readonly={false} onChange={onChange} />);
  return onChange;
}

/** The choices of the open dropdown. */
async function openChoices(label: string): Promise<string[]> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent ?? '');
}

describe('ticket form selects', () => {
  it('show the placeholder as a placeholder, and offer only the real choices', async () => {
    renderForm();
    const select = screen.getByLabelText('理赔方式').closest('.ant-select')!;
    expect(select.querySelector('.ant-select-placeholder, .ant-select-selection-placeholder')?.textContent).toBe('请选择理赔方式');
    expect(await openChoices('理赔方式')).toEqual(['现金', '补发', '维修抵扣']);
  });

  it('picking a choice writes its value', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = renderForm();
    fireEvent.mouseDown(screen.getByLabelText('理赔原因'));
    await user.click((await screen.findAllByTitle('少件')).at(-1)!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ claim_reason: '少件' })));
  });
});
