import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { FilterField } from '../../../src/screen-model/types';
import { useLanguageStore } from '../../../src/i18n';
import { labelFitsLanguage, labelledText } from '../../../src/i18n/labelled';
import { ListRenderer } from '../../../renderers/generic';
import { waybillList, waybillRows } from './filter-fixtures';
import { fakeProvider, listOf, renderScreen, setUpScreenTests, SCREEN_TEST_TIMEOUT_MS } from './harness';

setUpScreenTests();
afterEach(() => useLanguageStore.setState({ language: 'zh' }));

const route = '/saas/waybill/all/index';
const FILTERS: FilterField[] = [
  { key: 'order_no', label: '订单号', widget: 'text' },
  { key: 'consignor_name', label: '商家名称', widget: 'select', options: [{ value: '1', label: '华东商贸' }] },
  { key: 'created_on', label: '下单日期', widget: 'date' },
  { key: 'outer_no', label: '外部单号', widget: 'text', placeholder: '请输入完整的外部单号' },
];

function renderFilters(): void {
  const main = fakeProvider('main').on('getList', '/order/waybills', () => listOf(waybillRows));
  renderScreen(<ListRenderer descriptor={waybillList(FILTERS)} params={{}} />, { route, url: route, main });
}

/** Every placeholder of the filter bar. */
function placeholders(): string[] {
  return [...document.querySelectorAll('[placeholder]'), ...document.querySelectorAll('.ant-select-selection-placeholder')]
    .map((element) => element.getAttribute('placeholder') ?? element.textContent ?? '')
    .filter((text) => text !== '');
}

describe('generated placeholders are in one language', () => {
  it('in English (the default without the language cookie) they leave out the Chinese label instead of "Select 商家名称"', async () => {
    useLanguageStore.setState({ language: 'en' });
    renderFilters();
    await screen.findByText('240301000011');
    const hints = placeholders();
    expect(hints).toEqual(expect.arrayContaining(['Enter a value', 'Select an option']));
    // The descriptor's own placeholder is kept as written.
    expect(hints).toContain('请输入完整的外部单号');
    for (const hint of hints.filter((text) => text !== '请输入完整的外部单号')) {
      expect(hint).not.toMatch(/\p{Script=Han}/u);
    }
  }, SCREEN_TEST_TIMEOUT_MS);

  it('in Chinese they name the label', async () => {
    useLanguageStore.setState({ language: 'zh' });
    renderFilters();
    await screen.findByText('240301000011');
    expect(placeholders()).toEqual(expect.arrayContaining(['请输入订单号', '请选择商家名称', '请选择下单日期']));
  }, SCREEN_TEST_TIMEOUT_MS);

  it('take a label of the active language into the template', () => {
    useLanguageStore.setState({ language: 'en' });
    expect(labelledText('generic.inputPlaceholder', 'generic.inputPlaceholderBare', 'SKU')).toBe('Enter SKU');
    expect(labelledText('generic.inputPlaceholder', 'generic.inputPlaceholderBare', '订单号')).toBe('Enter a value');
    expect(labelFitsLanguage('订单号', 'zh')).toBe(true);
    expect(labelFitsLanguage('SKU', 'zh')).toBe(true);
  });
});
