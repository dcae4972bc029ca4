import { lazy, type ComponentType } from 'react';
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

/** One React.lazy component per widget, made on first use (React.lazy caches the loaded module itself). */
const components = new Map<LazyFilterWidget, ComponentType<FilterWidgetProps>>();

export function lazyFilterWidget(widget: LazyFilterWidget): ComponentType<FilterWidgetProps> {
  let component = components.get(widget);
  if (!component) {
    // Looked up at call time, so a test can watch which loaders a screen calls.
    component = lazy(() => filterWidgetLoaders[widget]());
    components.set(widget, component);
  }
  return component;
}
