import { Suspense, useMemo, type ComponentType } from 'react';
import { Spin } from 'antd';
import type { ScreenRenderProps } from '../src/app/composition';
import type { ScreenDescriptor } from '../src/screen-model/types';
import { useBrandStore } from '../src/app/brand-store';
import { LazyResult } from '../src/app/LazyResult';
import { preloadableLazy, type PreloadableComponent } from '../src/app/preloadable-lazy';
import { applyEditionLabels, editionWords } from '../src/screen-model/edition-labels';
import type { CustomRendererName } from './custom-renderers';
import { ScreenRendererContext } from './screen-renderer-context';
import { registerAppWorkflows } from './workflows';

// The workflows (workflows/*.json) the screens' transition buttons fire, each loaded by its first screen.
registerAppWorkflows();

/** A generic renderer with the generic texts registered; each kind is its own chunk. */
function generic<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), import('./generic/messages')]).then(([module]) => module);
}

/** Each renderer's chunk by screen kind; also loaded ahead with a screen's descriptor (preloadRenderer). */
const GENERIC = {
  list: preloadableLazy(() => generic(() => import('./generic/list/ListRenderer')).then((m) => ({ default: m.ListRenderer }))),
  show: preloadableLazy(() => generic(() => import('./generic/show/ShowRenderer')).then((m) => ({ default: m.ShowRenderer }))),
  form: preloadableLazy(() => generic(() => import('./generic/form/FormRenderer')).then((m) => ({ default: m.FormRenderer }))),
  dashboard: preloadableLazy(() => generic(() => import('./generic/dashboard/DashboardRenderer')).then((m) => ({ default: m.DashboardRenderer }))),
};

/** Bespoke renderers by the name a custom descriptor gives. */
const CUSTOM_LOADERS = {
  welcome: () => import('./welcome/WelcomeScreen').then((m) => ({ default: m.WelcomeScreen })),
  screenCatalogue: () => import('./catalogue/ScreenCatalogue').then((m) => ({ default: m.ScreenCatalogue })),
  screenWorkbench: () => import('./workbench/ScreenWorkbench').then((m) => ({ default: m.ScreenWorkbench })),
  examining: () => import('./public/ExaminingScreen').then((m) => ({ default: m.ExaminingScreen })),
  activeEntry: () => import('./public/ActiveEntryScreen').then((m) => ({ default: m.ActiveEntryScreen })),
  diagnostics: () => import('./public/DiagnosticsScreen').then((m) => ({ default: m.DiagnosticsScreen })),
  ticket: () => import('./ticket/TicketScreen').then((m) => ({ default: m.TicketScreen })),
  orderImport: () => import('./order-import/OrderImportScreen').then((m) => ({ default: m.OrderImportScreen })),
  transporterMap: () => import('./transporter-map/TransporterMapScreen').then((m) => ({ default: m.TransporterMapScreen })),
} satisfies Record<CustomRendererName, () => Promise<{ default: ComponentType<ScreenRenderProps> }>>;

const { list: ListRenderer, show: ShowRenderer, form: FormRenderer, dashboard: DashboardRenderer } = GENERIC;

const CUSTOM: Partial<Record<CustomRendererName, PreloadableComponent<ScreenRenderProps>>> = {};
for (const name of Object.keys(CUSTOM_LOADERS) as CustomRendererName[]) {
  CUSTOM[name] = preloadableLazy(() => CUSTOM_LOADERS[name]());
}

type Preloadable = { preload: () => Promise<unknown> };

/**
 * Loads (and evaluates) the renderer of a screen kind ahead of its first use, so that it renders at once
 * when the screen opens; unknown names do nothing.
 */
export function preloadRenderer(kind: string, renderer?: string): Promise<unknown> {
  const component: Preloadable | undefined =
    kind === 'custom' ? (CUSTOM as Record<string, Preloadable | undefined>)[renderer ?? ''] : (GENERIC as Record<string, Preloadable | undefined>)[kind];
  return component ? component.preload() : Promise.resolve();
}

/**
 * Starts what a screen's descriptor names beyond its renderer, with the descriptor: a list's lazy filter
 * widgets (the date pickers, InputNumber, the address Cascader), which its filter form would otherwise
 * ask for only once drawn.
 */
export function preloadScreenParts(descriptor: ScreenDescriptor): Promise<unknown> {
  if (descriptor.kind !== 'list') return Promise.resolve();
  return import('./generic/list/filter-inputs/lazy-widgets').then(({ filterWidgetLoaders, isLazyFilterWidget }) =>
    Promise.all((descriptor.filters ?? []).map((filter) => filter.widget).filter(isLazyFilterWidget).map((widget) => filterWidgetLoaders[widget]())),
  );
}

function Screen(props: ScreenRenderProps) {
  const { params, pathname } = props;
  const edition = useBrandStore((s) => s.brand.edition);
  // Labels with an edition token take the brand's wording (商家 / 供应商, 外部单号 / 平台单号, …).
  const descriptor = useMemo(() => applyEditionLabels(props.descriptor, editionWords(edition)), [props.descriptor, edition]);
  switch (descriptor.kind) {
    case 'list':
      return <ListRenderer descriptor={descriptor} params={params} pathname={pathname} />;
    case 'show':
      return <ShowRenderer descriptor={descriptor} params={params} />;
    case 'form':
      return <FormRenderer descriptor={descriptor} params={params} />;
    case 'dashboard':
      return <DashboardRenderer descriptor={descriptor} params={params} />;
    case 'custom': {
      const Custom = CUSTOM[descriptor.renderer as CustomRendererName];
      return Custom ? <Custom {...props} descriptor={descriptor} /> : <LazyResult status="warning" title={descriptor.renderer} />;
    }
  }
}

/**
 * Picks the renderer of a descriptor's kind; each renderer is its own chunk. A screen that draws another
 * screen (the workbench's preview) takes this function from ScreenRendererContext.
 */
export function renderScreen(props: ScreenRenderProps) {
  return (
    <ScreenRendererContext.Provider value={renderScreen}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
        <Screen {...props} />
      </Suspense>
    </ScreenRendererContext.Provider>
  );
}
