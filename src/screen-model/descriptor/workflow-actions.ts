/** Buttons firing the transitions of a workflow (workflows/*.json) on a row, a record or the selected rows. */

/**
 * A button firing one transition of a workflow (workflows/<workflow>.json) on the row, on the record of a
 * detail screen or, as a bulk action, on the selected rows. Its label, operation code, dialog fields,
 * confirmation and danger come from the transition; it shows only where the workflow allows it (the
 * record's state, the account's party and operation codes on this screen, the record's active holds).
 * It calls `POST {resource}/{id}/actions/{transition}` with the record's version (bulk:
 * `POST {resource}/actions/{transition}` with each selected row's id and version) and reloads. The
 * screen's `api.resource` must be the workflow's resource; a bulk one needs a transition with `bulk`.
 * @example {"action": "transition", "workflow": "order", "transition": "receive"}
 */
export interface TransitionAction {
  action: 'transition';
  /** Name of the workflow (its file under workflows/ without .json). @pattern ^[a-z][a-z0-9-]*$ */
  workflow: string;
  /** Key of the transition in the workflow. @pattern ^[a-z][a-z0-9_]*$ */
  transition: string;
}

/**
 * Buttons for every transition of a workflow the row or record allows, in the workflow's order (in a row,
 * the first two as links and the others under 更多). Same rules and calls as `transition`.
 * @example {"action": "transitions", "workflow": "order"}
 */
export interface TransitionsAction {
  action: 'transitions';
  /** Name of the workflow (its file under workflows/ without .json). @pattern ^[a-z][a-z0-9-]*$ */
  workflow: string;
}
