import { Spin } from 'antd';
import { getToken } from '../../../src/session/token-store';
import type { FormScreen } from '../../../src/screen-model/types';
import { LoginRequired } from '../LoginRequired';
import { FormFrame } from './FormFrame';
import { RecordForm } from './RecordForm';
import { useLoadedValues } from './useLoadedValues';

export interface FormRendererProps {
  descriptor: FormScreen;
  /** Route parameters of the current route; an `id` makes it the edit screen of that record. */
  params: Record<string, string | undefined>;
}

/** A form prefilled from its `load` API: the form appears once the values are there. */
function LoadedForm({ descriptor, params, load }: FormRendererProps & { load: string }) {
  const { values, loading } = useLoadedValues(load);
  if (loading) {
    return (
      <FormFrame layout={descriptor.layout} title={descriptor.title}>
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      </FormFrame>
    );
  }
  return <RecordForm descriptor={descriptor} params={params} loaded={values ?? {}} />;
}

/**
 * A create or edit screen: the descriptor's sections as a validated form that saves through Refine. A
 * form that `requiresLogin` asks to log in first when there is no session; one with `load` starts from
 * the values it loads.
 */
export function FormRenderer({ descriptor, params }: FormRendererProps) {
  if (descriptor.requiresLogin && !getToken()) {
    return (
      <FormFrame layout={descriptor.layout} title={descriptor.title}>
        <LoginRequired />
      </FormFrame>
    );
  }
  if (descriptor.load) return <LoadedForm descriptor={descriptor} params={params} load={descriptor.load} />;
  return <RecordForm descriptor={descriptor} params={params} />;
}
