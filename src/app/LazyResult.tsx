import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';

// antd's Result (its 403/404/500 pictures included) loads with the first error it shows, not with
// every page: only failures (menu timeout, a descriptor that did not load, an unknown renderer) use it.
const Result = lazy(() => import('./antd-result').then((m) => ({ default: m.Result })));

/** antd's Result, loaded when first shown; nothing is drawn for the few milliseconds before. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
