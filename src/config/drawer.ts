/** The drawer panel of widgets spec §2 and §9: placements, default size and motion durations. */

/** Sides a drawer may slide in from. */
export const DRAWER_PLACEMENTS = ['top', 'bottom', 'left', 'right'] as const;
export type DrawerPlacement = (typeof DRAWER_PLACEMENTS)[number];

/** Default width of a left or right drawer, and height of a top or bottom one. */
export const DRAWER_DEFAULT_WIDTH_PX = 500;
export const DRAWER_DEFAULT_HEIGHT_PX = 300;
/** Opening takes 0.4 s, closing 0.2 s. */
export const DRAWER_OPEN_SECONDS = 0.4;
export const DRAWER_CLOSE_SECONDS = 0.2;
/** Placement used after an unsupported one was refused. */
export const DRAWER_FALLBACK_PLACEMENT: DrawerPlacement = 'right';

export function isDrawerPlacement(value: unknown): value is DrawerPlacement {
  return typeof value === 'string' && (DRAWER_PLACEMENTS as readonly string[]).includes(value);
}

/** A drawer's size: a width for left and right, a height for top and bottom (pixels or a CSS length). */
export function drawerSize(
  placement: DrawerPlacement,
  size: { width?: number | string; height?: number | string } = {},
): { width: number | string } | { height: number | string } {
  return placement === 'left' || placement === 'right'
    ? { width: size.width ?? DRAWER_DEFAULT_WIDTH_PX }
    : { height: size.height ?? DRAWER_DEFAULT_HEIGHT_PX };
}

/**
 * CSS giving the drawer's panel and mask their own durations: antd runs both directions on one motion
 * token, the spec wants 0.4 s in and 0.2 s out. `scope` is the drawer's root class, `prefix` antd's
 * drawer class prefix (e.g. "ant-drawer").
 */
export function drawerMotionCss(scope: string, prefix: string): string {
  const motions = [`${prefix}-mask-motion`, ...DRAWER_PLACEMENTS.map((side) => `${prefix}-panel-motion-${side}`)];
  const selectors = (phases: string[]) =>
    motions.flatMap((motion) => phases.map((phase) => `.${scope} .${motion}-${phase}-active`)).join(',\n');
  return [
    `${selectors(['enter', 'appear'])} { transition-duration: ${DRAWER_OPEN_SECONDS}s !important; }`,
    `${selectors(['leave'])} { transition-duration: ${DRAWER_CLOSE_SECONDS}s !important; }`,
  ].join('\n');
}
