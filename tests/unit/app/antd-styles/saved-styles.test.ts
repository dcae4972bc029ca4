import { describe, expect, it } from 'vitest';
import { CACHE_PATH_CLASS, parseSavedStyles, styleSheetOf, withGenerated, type SavedStyles } from '../../../../src/app/antd-styles/saved-styles';

const SAVED: SavedStyles = {
  version: '5.29.3',
  styles: {
    'tok|Button-Button|ant-btn|anticon': { id: 'b1', order: 0, css: '.ant-btn{color:red;}' },
    'tok|Shared|ant': { id: 's1', order: -999, css: '.ant{margin:0;}' },
  },
  effects: { 'css-x-antZoomIn': '@keyframes css-x-antZoomIn{0%{opacity:0;}}' },
};

describe('saved antd styles', () => {
  it('reads back what was saved for the same antd version only', () => {
    const raw = JSON.stringify(SAVED);
    expect(parseSavedStyles(raw, '5.29.3')).toEqual(SAVED);
    expect(parseSavedStyles(raw, '5.30.0')).toBeUndefined();
    expect(parseSavedStyles('{not json', '5.29.3')).toBeUndefined();
    expect(parseSavedStyles(null, '5.29.3')).toBeUndefined();
  });

  it('drops entries that are malformed or would break out of the cache-path map', () => {
    const raw = JSON.stringify({
      ...SAVED,
      styles: { ...SAVED.styles, 'a";}body{display:none': { id: 'x', order: 0, css: '' }, 'tok|Tag': { id: 1, order: 0, css: '' }, 'tok|Tab': { id: 'x;y', order: 0, css: '' } },
    });
    expect(Object.keys(parseSavedStyles(raw, '5.29.3')!.styles)).toEqual(Object.keys(SAVED.styles));
  });

  it('makes one style sheet: the styles in antd’s order, their effects, then the map naming each path’s style', () => {
    const sheet = styleSheetOf(SAVED);
    expect(sheet.indexOf('.ant{margin:0;}')).toBeLessThan(sheet.indexOf('.ant-btn{color:red;}'));
    expect(sheet).toContain('@keyframes css-x-antZoomIn');
    expect(sheet.endsWith(`.${CACHE_PATH_CLASS}{content:"tok|Shared|ant:s1;tok|Button-Button|ant-btn|anticon:b1";}`)).toBe(true);
  });

  it('adds this visit’s styles to what was saved, and starts over for another antd version', () => {
    const tag = { path: 'tok|Tag-Tag|ant-tag|anticon', id: 't1', order: 0, css: '.ant-tag{}', effects: { 'css-x-antFade': '@keyframes css-x-antFade{}' } };
    const merged = withGenerated(SAVED, '5.29.3', [tag]);
    expect(Object.keys(merged.styles)).toEqual([...Object.keys(SAVED.styles), tag.path]);
    expect(Object.keys(merged.effects)).toEqual(['css-x-antZoomIn', 'css-x-antFade']);
    expect(Object.keys(withGenerated(SAVED, '6.0.0', [tag]).styles)).toEqual([tag.path]);
  });
});
