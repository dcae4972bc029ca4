/**
 * antd's styles saved from its real cache (a Button rendered under the app's StyleProvider) and restored
 * into another page's head. That cssinjs then skips what the restored sheet names needs a browser's
 * computed styles: tests/e2e/shell-tabs.spec.ts checks it after a reload.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Tag } from 'antd';
import { APP_THEME } from '../../../../src/config/theme';
import { ANTD_STYLES_STORAGE_KEY } from '../../../../src/config/antd-styles';
import { APP_STYLE_CACHE, generatedStyles, restoreAntdStyles, SAVED_STYLES_VERSION as version, saveAntdStyles } from '../../../../src/app/antd-styles/keep-styles';
import { CACHE_PATH_CLASS, parseSavedStyles } from '../../../../src/app/antd-styles/saved-styles';

/** A storage that records each write and fails on any key but the styles'. */
function recordingStorage(initial: string | null = null) {
  const writes: string[] = [];
  let value = initial;
  return {
    writes,
    getItem(key: string) {
      if (key !== ANTD_STYLES_STORAGE_KEY) throw new Error(`unexpected read of ${key}`);
      return value;
    },
    setItem(key: string, next: string) {
      if (key !== ANTD_STYLES_STORAGE_KEY) throw new Error(`unexpected write of ${key}`);
      writes.push(next);
      value = next;
    },
  };
}

const renderButton = () =>
  render(
    <StyleProvider cache={APP_STYLE_CACHE}>
      <ConfigProvider theme={APP_THEME}>
        <Button type="primary">查询</Button>
      </ConfigProvider>
    </StyleProvider>,
  );

afterEach(cleanup);

describe('antd styles kept between visits', () => {
  it('finds the styles antd generated, each with the CSS it inserted in the head', () => {
    renderButton();
    const button = generatedStyles(APP_STYLE_CACHE, document, new Set()).find((style) => style.path.includes('|Button-Button|ant-btn|'));
    expect(button).toBeDefined();
    expect(button!.css).toContain('.ant-btn');
    expect(document.head.querySelector(`style[data-css-hash="${button!.id}"]`)?.textContent).toBe(button!.css);
  });

  it('saves them once, nothing again when nothing new was generated, and restores them first in another page’s head', () => {
    renderButton();
    const storage = recordingStorage();
    saveAntdStyles(APP_STYLE_CACHE, storage, document);
    saveAntdStyles(APP_STYLE_CACHE, storage, document);
    expect(storage.writes).toHaveLength(1);
    const saved = parseSavedStyles(storage.writes[0]!, version)!;
    const buttonPath = Object.keys(saved.styles).find((path) => path.includes('|Button-Button|'))!;
    expect(buttonPath).toBeDefined();

    const next = document.implementation.createHTMLDocument('next visit');
    next.head.appendChild(next.createElement('meta'));
    expect(restoreAntdStyles(recordingStorage(storage.writes[0]!), next)).toEqual(saved);
    const restored = next.head.firstElementChild!;
    expect([restored.tagName, restored.getAttribute('data-rc-order')]).toEqual(['STYLE', 'prependQueue']);
    expect(restored.textContent).toContain(saved.styles[buttonPath]!.css);
    expect(restored.textContent).toContain(`.${CACHE_PATH_CLASS}{content:"`);
    expect(restored.textContent).toContain(`${buttonPath}:${saved.styles[buttonPath]!.id}`);
  });

  it('restores nothing saved for another antd version, and a refusing storage loses nothing but the saving', () => {
    const other = JSON.stringify({ version: '0.0.1', styles: { 'a|b': { id: 'x', order: 0, css: '.x{}' } }, effects: {} });
    const next = document.implementation.createHTMLDocument('next visit');
    expect(restoreAntdStyles(recordingStorage(other), next)).toBeUndefined();
    expect(next.head.querySelector('style')).toBeNull();
    // A Tag: a style not saved yet, so the save does try the storage.
    render(<StyleProvider cache={APP_STYLE_CACHE}><ConfigProvider theme={APP_THEME}><Tag>启用</Tag></ConfigProvider></StyleProvider>);
    let tried = 0;
    const full = { getItem: () => null, setItem: () => { tried += 1; throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => saveAntdStyles(APP_STYLE_CACHE, full, document)).not.toThrow();
    expect(tried).toBe(1);
    // Nothing was recorded as saved: a storage that takes it gets the Tag's style.
    const storage = recordingStorage();
    saveAntdStyles(APP_STYLE_CACHE, storage, document);
    expect(Object.keys(parseSavedStyles(storage.writes[0]!, version)!.styles).some((path) => path.includes('|Tag-Tag|'))).toBe(true);
  });
});
