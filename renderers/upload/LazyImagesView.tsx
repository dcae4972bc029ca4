/** The `images` formatter's view, loaded with the first screen that shows saved images rather than with every list. */
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

const ImagesView = lazy(() => import('./ImagesView').then((module) => ({ default: module.ImagesView })));

export function LazyImagesView({ value }: { value: unknown }) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <ImagesView value={value} />
    </Suspense>
  );
}
