/** The tree select of widgets spec §2 and §9. */

/** Width of the tree's popover in pixels. */
export const TREE_SELECT_POPUP_WIDTH_PX = 400;
/** Node fields read when a descriptor names none: value/label/children, else id/name/children. */
export const TREE_DEFAULT_KEYS = { value: ['value', 'id'], label: ['label', 'name'], children: 'children' } as const;
