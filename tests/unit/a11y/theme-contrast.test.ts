import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../../src/a11y/contrast';
import { APP_THEME, COLORS, ROW_TONE_BACKGROUND } from '../../../src/config/theme';

/** Where text of the theme's colours is drawn: white, the table header, row tones and light tag tints. */
const BACKGROUNDS = ['#ffffff', '#fafafa', '#e6f4ff', ...Object.values(ROW_TONE_BACKGROUND)];

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's default primary blue on white: the 4.1:1 the issue reports.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow('not a #rrggbb colour: blue');
  });
});

describe('theme text colours', () => {
  const textColours = {
    primary: COLORS.primary,
    primaryHover: COLORS.primaryHover,
    primaryActive: COLORS.primaryActive,
    error: COLORS.error,
    errorHover: COLORS.errorHover,
    success: COLORS.success,
    warning: COLORS.warning,
    textTertiary: COLORS.textTertiary,
    placeholder: COLORS.placeholder,
  };
  for (const [name, colour] of Object.entries(textColours)) {
    it(`${name} ${colour} reaches 4.5:1 on every background it is drawn on`, () => {
      for (const background of BACKGROUNDS) expect(contrastRatio(colour, background), background).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    });
  }

  it('disabled fields keep their value readable: 4.5:1 on the disabled background antd derives', () => {
    const derived = antdTheme.getDesignToken(APP_THEME);
    expect(derived.colorTextDisabled).toBe(COLORS.textDisabled);
    // antd's disabled background is 4 % black over white, #f5f5f5.
    expect(derived.colorBgContainerDisabled).toBe('rgba(0,0,0,0.04)');
    expect(contrastRatio(COLORS.textDisabled, '#f5f5f5')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('a loading button is not faded, so its label keeps the contrast of the button', () => {
    expect(antdTheme.getDesignToken(APP_THEME).opacityLoading).toBe(1);
  });

  it('white text on primary buttons and their hover and pressed shades reaches 4.5:1', () => {
    for (const fill of [COLORS.primary, COLORS.primaryHover, COLORS.primaryActive, COLORS.error, COLORS.errorHover]) {
      expect(contrastRatio('#ffffff', fill), fill).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('the sidebar text reaches 4.5:1 on the sidebar', () => {
    expect(contrastRatio(COLORS.sidebarText, COLORS.sidebarBackground)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('antd receives the same colours, and tag text shades on their tag tints reach 4.5:1', () => {
    const token = APP_THEME.token!;
    expect(token.colorPrimary).toBe(COLORS.primary);
    expect(token.colorLink).toBe(COLORS.primary);
    expect(token.colorLinkHover).toBe(COLORS.primaryHover);
    expect(token.colorError).toBe(COLORS.error);
    // antd's preset tints (shade 1) of the hues whose text shade the theme darkens.
    const tints: Record<string, string> = { green7: '#f6ffed', lime7: '#fcffe6', cyan7: '#e6fffb', gold7: '#fffbe6', yellow7: '#feffe6', orange7: '#fff7e6', volcano7: '#fff2e8' };
    for (const [shade, tint] of Object.entries(tints)) {
      const text = (token as Record<string, unknown>)[shade] as string;
      expect(contrastRatio(text, tint), shade).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });
});

describe('status tags as antd derives them from the theme', () => {
  // The tokens antd computes from APP_THEME (seed colours derive their own backgrounds unless the
  // theme sets them), exactly as the Tag's status style reads them.
  const derived = antdTheme.getDesignToken(APP_THEME);
  it.each([
    ['success', derived.colorSuccess, derived.colorSuccessBg],
    ['processing', derived.colorInfo, derived.colorInfoBg],
    ['error', derived.colorError, derived.colorErrorBg],
    ['warning', derived.colorWarning, derived.colorWarningBg],
  ])('a %s tag’s text reaches 4.5:1 on its own background', (_status, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
