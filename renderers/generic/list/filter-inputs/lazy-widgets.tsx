import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableComponent } from '../../../../src/app/preloadable-lazy';
import type { FilterWidgetProps } from './types';

/**
 * The filter widgets that carry a heavy antd part (the date pickers' rc-picker, InputNumber, the address
 * Cascader), by widget name, each a loader of its own chunk: a list loads only the widgets its descriptor
 * names (a list without a date filter never loads the ~41 KiB date picker). Plain text and select inputs
 * stay in the list's own chunk.
 */
export const filterWidgetLoaders = {
  number: () => import('./NumberFilter').then((m) => ({ default: m.NumberFilter })),
  date: () => import('./DateFilters').then((m) => ({ default: m.DateFilter })),
  dateRange: () => import('./DateFilters').then((m) => ({ default: m.DateRangeFilter })),
  address: () =>
    import('./AddressCascader').then(({ AddressCascader }) => ({
      default: ({ field: _field, ...rest }: FilterWidgetProps) => <AddressCascader {...rest} />,
    })),
} satisfies Record<string, () => Promise<{ default: ComponentType<FilterWidgetProps> }>>;

export type LazyFilterWidget = keyof typeof filterWidgetLoaders;

export function isLazyFilterWidget(widget: string): widget is LazyFilterWidget {
  return Object.hasOwn(filterWidgetLoaders, widget);
}

/**
 * One lazy component per widget, made on first use and loaded once; loaded ahead with the list's
 * descriptor (preloadFilterWidget), it renders at once instead of behind its stand-in.
 */
const components = new Map<LazyFilterWidget, PreloadableComponent<FilterWidgetProps>>();

export function lazyFilterWidget(widget: LazyFilterWidget): PreloadableComponent<FilterWidgetProps> {
  let component = components.get(widget);
  if (!component) {
    // Looked up at call time, so a test can watch which loaders a screen calls.
    component = preloadableLazy(() => filterWidgetLoaders[widget]());
    components.set(widget, component);
  }
  return component;
}

/** Loads a widget's chunk ahead of the filter form that draws it. */
export const preloadFilterWidget = (widget: LazyFilterWidget): Promise<unknown> => lazyFilterWidget(widget).preload();
