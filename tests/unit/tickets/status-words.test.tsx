/**
 * Ticket status words (core spec §4): every ticket list labels and filters statuses with the ticket
 * screen's own words, PROCESSING included, in each language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { t, useLanguageStore } from '../../../src/i18n';
import { optionSetOptions } from '../../../src/screen-model/option-sets';
import type { Format } from '../../../src/screen-model/types';
import { renderValue } from '../../../renderers/generic/formatters';

const ticketDir = join(process.cwd(), 'screens/tickets');
interface Item { key: string; format?: Format; optionsFrom?: unknown; options?: unknown }
const ticketLists = readdirSync(ticketDir)
  .map((file) => ({ file, descriptor: JSON.parse(readFileSync(join(ticketDir, file), 'utf8')) as { kind: string; columns?: Item[]; filters?: Item[] } }))
  .filter(({ descriptor }) => descriptor.kind === 'list' && descriptor.columns?.some((column) => column.key === 'status'));

const shown = (value: string) => render(<MemoryRouter>{renderValue(value, { name: 'optionSet', set: 'ticketStatus' }, { record: {} })}</MemoryRouter>).container.textContent;

afterEach(() => useLanguageStore.getState().setLanguage('zh'));

describe('ticket status words', () => {
  it('every ticket list names the ticketStatus set for its status column and filter', () => {
    expect(ticketLists.length).toBe(7);
    for (const { file, descriptor } of ticketLists) {
      expect(descriptor.columns!.find((column) => column.key === 'status')!.format, file).toEqual({ name: 'optionSet', set: 'ticketStatus' });
      const filter = descriptor.filters?.find((item) => item.key === 'status');
      expect(filter?.optionsFrom, file).toEqual({ optionSet: 'ticketStatus' });
      expect(filter?.options, file).toBeUndefined();
    }
  });

  it('PROCESSING reads 处理中 in Chinese and Processing in English, the same words as the ticket screen', () => {
    useLanguageStore.getState().setLanguage('zh');
    expect(shown('PROCESSING')).toBe('处理中');
    expect(shown('FINANCE_REVIEWING')).toBe('财务审核中');
    expect(shown('PROCESSING')).toBe(t('tickets.status.PROCESSING'));
    useLanguageStore.getState().setLanguage('en');
    expect(shown('PROCESSING')).toBe('Processing');
    expect(shown('SUBMITTED')).toBe(t('tickets.status.SUBMITTED'));
  });

  it('the status filter offers every saved status, PROCESSING included, and not CREATE', () => {
    useLanguageStore.getState().setLanguage('zh');
    const options = optionSetOptions('ticketStatus');
    expect(options.map((option) => option.value)).toEqual([
      'SUBMITTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'CLOSED', 'WAITING_CONFIRM', 'PROCESSING', 'FINISHED', 'REJECTED',
      'SUSPENDED', 'EXPIRED', 'FINANCE_REVIEWING',
    ]);
    expect(options.find((option) => option.value === 'PROCESSING')).toMatchObject({ label: '处理中', color: 'processing' });
  });

  it('an unknown status shows its raw code', () => {
    expect(shown('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
