import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketForm } from '../../../renderers/ticket/TicketForm';
import { COMPENSATE_SCHEMA } from './fixtures';

describe('TicketForm field ids', () => {
  it('two ticket forms in one page (two kept-alive ticket tabs) name each their own fields', () => {
    const form = () => <TicketForm schema={COMPENSATE_SCHEMA} formData={{}} hidden={new Set()} readonly={false} onChange={() => undefined} />;
    render(
      <>
        <section aria-label="first">{form()}</section>
        <section aria-label="second">{form()}</section>
      </>,
    );
    const ids = [...document.querySelectorAll('input[id], textarea[id]')].map((field) => field.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    // No label points at a field of the other form.
    const [first, second] = screen.getAllByRole('region') as [HTMLElement, HTMLElement];
    const pairs: Array<[HTMLElement, HTMLElement]> = [[first, second], [second, first]];
    for (const [own, other] of pairs) {
      for (const label of own.querySelectorAll('label[for]')) {
        expect(other.querySelector(`#${CSS.escape(label.getAttribute('for')!)}`), label.textContent ?? '').toBeNull();
      }
    }
  });
});
