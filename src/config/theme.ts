/**
 * The product's colours, in one place (WCAG 2 AA: text at least 4.5:1 against its background).
 * antd reads them through ConfigProvider's `theme`; everything else that paints a colour (the shell's
 * side menu, row tones, tags) reads the same constants.
 *
 * Contrast of each text colour, measured against white / the table header #fafafa / the lightest tint
 * it is drawn on (blue, red, orange, green row or tag backgrounds); the lowest is given.
 */
import type { ThemeConfig } from 'antd';

/** Text and fills. */
export const COLORS = {
  /** Primary (buttons, selected items, links): blue 7, 5.5:1 on its own light tint, 6.2:1 on white. */
  primary: '#0958d9',
  /** Hover of primary text and fills: darker, never lighter, so hovered links keep their contrast (8.0:1). */
  primaryHover: '#003eb3',
  /** Pressed primary (10:1). */
  primaryActive: '#002c8c',
  /** Errors, danger buttons and tags: red 7, 4.97:1 on the lightest tint. */
  error: '#cf1322',
  errorHover: '#a8071a',
  /** Success words and tags: green 8, 4.99:1 (antd's green 6/7 are 2.3 and 3.5:1). */
  success: '#237804',
  /** Warning words and tags: orange 8, 4.85:1 (antd's gold 6 is 2.9:1). */
  warning: '#ad4e00',
  /** Secondary text (descriptions, hints, column filters' icons): 5.1:1 on the lightest tint. */
  textTertiary: '#666666',
  /** Placeholders (a select's 请选择 is text on the page): 4.76:1 on the lightest tint. */
  placeholder: '#6b6b6b',
  /**
   * Text of disabled fields (a read-only select's chosen value is still information the user reads):
   * 4.89:1 on the disabled field's grey, where antd's default (25 % black) is 2.2:1.
   */
  textDisabled: '#6b6b6b',
  /** The side menu and the mobile sidebar. */
  sidebarBackground: '#001529',
  /** Text on the sidebar (16:1 on its background). */
  sidebarText: '#ffffff',
} as const;

/**
 * Light backgrounds and borders of the success and warning status tags and alerts. antd derives them
 * from the seed colour, and from the darker seeds above it would derive mid greys and browns
 * (#adb8a5, #ede4d5) under which the text falls below 4.5:1; these are antd's default light tints.
 */
export const STATUS_TINTS = {
  successBg: '#f6ffed',
  successBgHover: '#d9f7be',
  successBorder: '#b7eb8f',
  successBorderHover: '#95de64',
  warningBg: '#fff7e6',
  warningBgHover: '#ffe7ba',
  warningBorder: '#ffd591',
  warningBorderHover: '#ffc069',
} as const;

/**
 * Background of a list row by its tone (rowTone of a list descriptor): light red, orange and green.
 * Body text, links and tags above keep 4.5:1 on each.
 */
export const ROW_TONE_BACKGROUND = { danger: '#fff1f0', warning: '#fff7e6', normal: '#f6ffed' } as const;

/**
 * Text shade (7) of antd's preset tag colours that fall under 4.5:1 on their light tag background,
 * replaced by a darker shade of the same hue; blue, geekblue, purple, magenta and red already pass.
 */
const PRESET_TAG_TEXT = {
  green7: '#237804',
  lime7: '#3f6600',
  cyan7: '#006d75',
  gold7: '#874d00',
  yellow7: '#614700',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
} as const;

/** antd's design tokens: the one `theme` prop of the app's ConfigProvider. */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: COLORS.primary,
    colorInfo: COLORS.primary,
    colorLink: COLORS.primary,
    colorLinkHover: COLORS.primaryHover,
    colorLinkActive: COLORS.primaryActive,
    colorPrimaryHover: COLORS.primaryHover,
    colorPrimaryActive: COLORS.primaryActive,
    colorPrimaryText: COLORS.primary,
    colorPrimaryTextHover: COLORS.primaryHover,
    colorPrimaryTextActive: COLORS.primaryActive,
    colorInfoText: COLORS.primary,
    colorError: COLORS.error,
    colorErrorHover: COLORS.errorHover,
    colorErrorText: COLORS.error,
    colorErrorTextHover: COLORS.errorHover,
    colorSuccess: COLORS.success,
    colorSuccessText: COLORS.success,
    colorSuccessBg: STATUS_TINTS.successBg,
    colorSuccessBgHover: STATUS_TINTS.successBgHover,
    colorSuccessBorder: STATUS_TINTS.successBorder,
    colorSuccessBorderHover: STATUS_TINTS.successBorderHover,
    colorWarning: COLORS.warning,
    colorWarningText: COLORS.warning,
    colorWarningBg: STATUS_TINTS.warningBg,
    colorWarningBgHover: STATUS_TINTS.warningBgHover,
    colorWarningBorder: STATUS_TINTS.warningBorder,
    colorWarningBorderHover: STATUS_TINTS.warningBorderHover,
    colorTextTertiary: COLORS.textTertiary,
    colorTextDescription: COLORS.textTertiary,
    colorTextPlaceholder: COLORS.placeholder,
    colorTextDisabled: COLORS.textDisabled,
    // A button that is loading keeps its colours (its spinner says it is busy): at antd's 65 % opacity
    // the white label of a primary button falls to 3.1:1 on the faded blue.
    opacityLoading: 1,
    ...PRESET_TAG_TEXT,
  },
  components: {
    Layout: { siderBg: COLORS.sidebarBackground },
    Menu: { darkItemBg: COLORS.sidebarBackground, darkSubMenuItemBg: '#000c17' },
  },
};
