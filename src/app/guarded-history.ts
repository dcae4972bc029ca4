import { NavigationType, type HistoryRouterProps } from 'react-router';

/** react-router's history object (the navigator behind `navigate`, `<Link>` and `<Navigate>`). */
export type AppHistory = HistoryRouterProps['history'];

/** What the history asks before the app leaves a location. */
export interface LeaveCheck {
  /** Whether leaving tab `from` for `to` (both full paths with query) must be confirmed first. */
  needsConfirm: (from: string, to: string) => boolean;
  /** Asks the user; resolves true to leave `from`. */
  confirm: (from: string) => Promise<boolean>;
}

function keyOf(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}

/**
 * Wraps a history so that every route change away from a tab with unsaved input is confirmed first.
 *
 * Why here: the app uses a plain <BrowserRouter>-style router, whose `useBlocker` is unavailable
 * (it needs a data router). Every in-app route change — menu clicks, tab clicks, links, buttons,
 * Refine's redirects, <Navigate> — ends in this object's `push` or `replace`, so one wrapper covers
 * them all, and the URL never changes before the user has answered. Back and forward (POP) have
 * already changed the URL when we hear of them: the wrapper steps back to where it was, asks, and
 * repeats the step when the user confirms, without telling the router in between.
 */
export function createGuardedHistory(history: AppHistory, check: LeaveCheck): AppHistory {
  /** The location the router shows (during a reverted POP the browser's differs for a moment). */
  let shown = keyOf(history.location);
  let swallowPop = false;
  let letPopThrough = false;

  const guard = (to: Parameters<AppHistory['push']>[0], go: () => void) => {
    const from = keyOf(history.location);
    if (!check.needsConfirm(from, keyOf(history.createURL(to)))) {
      go();
      return;
    }
    void check.confirm(from).then((leave) => {
      // Something else may have navigated while the question was open.
      if (leave && keyOf(history.location) === from) go();
    });
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) => guard(to, () => history.push(to, state)),
    replace: (to, state?: unknown) => guard(to, () => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (swallowPop) {
            swallowPop = false;
            return;
          }
          const from = shown;
          const { delta } = update;
          if (!letPopThrough && delta !== null && check.needsConfirm(from, keyOf(update.location))) {
            swallowPop = true;
            history.go(-delta);
            void check.confirm(from).then((leave) => {
              if (!leave) return;
              letPopThrough = true;
              history.go(delta);
            });
            return;
          }
          letPopThrough = false;
        }
        shown = keyOf(update.location);
        listener(update);
      }),
  };
}
