import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Spin } from 'antd';
import type { ScreenRenderProps } from '../src/app/composition';
import { useBrandStore } from '../src/app/brand-store';
import { LazyResult } from '../src/app/LazyResult';
import { applyEditionLabels, editionWords } from '../src/screen-model/edition-labels';
import type { CustomRendererName } from './custom-renderers';
import { registerAppWorkflows } from './workflows';

// The workflows (workflows/*.json) the screens' transition buttons fire, each loaded by its first screen.
registerAppWorkflows();

/** A generic renderer with the generic texts registered; each kind is its own chunk. */
function generic<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), import('./generic/messages')]).then(([module]) => module);
}

const ListRenderer = lazy(() => generic(() => import('./generic/list/ListRenderer')).then((m) => ({ default: m.ListRenderer })));
const ShowRenderer = lazy(() => generic(() => import('./generic/show/ShowRenderer')).then((m) => ({ default: m.ShowRenderer })));
const FormRenderer = lazy(() => generic(() => import('./generic/form/FormRenderer')).then((m) => ({ default: m.FormRenderer })));
const DashboardRenderer = lazy(() => generic(() => import('./generic/dashboard/DashboardRenderer')).then((m) => ({ default: m.DashboardRenderer })));

/** Bespoke renderers by the name a custom descriptor gives. */
const CUSTOM: Record<CustomRendererName, ComponentType<ScreenRenderProps>> = {
  welcome: lazy(() => import('./welcome/WelcomeScreen').then((m) => ({ default: m.WelcomeScreen }))),
  screenCatalogue: lazy(() => import('./catalogue/ScreenCatalogue').then((m) => ({ default: m.ScreenCatalogue }))),
  screenWorkbench: lazy(() => import('./workbench/ScreenWorkbench').then((m) => ({ default: m.ScreenWorkbench }))),
  examining: lazy(() => import('./public/ExaminingScreen').then((m) => ({ default: m.ExaminingScreen }))),
  activeEntry: lazy(() => import('./public/ActiveEntryScreen').then((m) => ({ default: m.ActiveEntryScreen }))),
  diagnostics: lazy(() => import('./public/DiagnosticsScreen').then((m) => ({ default: m.DiagnosticsScreen }))),
  ticket: lazy(() => import('./ticket/TicketScreen').then((m) => ({ default: m.TicketScreen }))),
  orderImport: lazy(() => import('./order-import/OrderImportScreen').then((m) => ({ default: m.OrderImportScreen }))),
  transporterMap: lazy(() => import('./transporter-map/TransporterMapScreen').then((m) => ({ default: m.TransporterMapScreen }))),
};

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

/** Picks the renderer of a descriptor's kind; each renderer is its own chunk. */
export function renderScreen(props: ScreenRenderProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
      <Screen {...props} />
    </Suspense>
  );
}
