/**
 * The after-sales ticket screen (core spec §2 "Ticket screen"): /saas/ticket/detail/:id opens a ticket,
 * /saas/ticket/add/:schemaId/:orderId starts one for an order. Registered as the custom renderer 'ticket'.
 */
import { Button, Result, Spin } from 'antd';
import type { ScreenRenderProps } from '../../src/app/composition';
import { registerMessages, useT } from '../../src/i18n';
import { tickets as ticketTexts } from '../../src/i18n/messages/tickets';
import { ticketApi } from '../../src/tickets/default-api';
import type { TicketApi } from '../../src/tickets/api';
import { TicketApiContext } from './api-context';
import { TicketWorkspace } from './TicketWorkspace';
import { useTicketData, type TicketSource } from './useTicketData';

registerMessages(ticketTexts);

function sourceOf(params: ScreenRenderProps['params']): TicketSource | undefined {
  if (params.id) return { kind: 'detail', id: params.id };
  if (params.schemaId && params.orderId) return { kind: 'create', schemaId: params.schemaId, orderId: params.orderId };
  return undefined;
}

function TicketView({ source }: { source: TicketSource }) {
  const t = useT();
  const { state, reload, setComments } = useTicketData(source, t('tickets.loadFailed'));
  if (state.phase === 'loading') return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (state.phase === 'failed') {
    return <Result status="error" title={state.message} extra={<Button onClick={() => void reload()}>{t('tickets.retry')}</Button>} />;
  }
  return <TicketWorkspace key={state.version} data={state.data} onReload={() => void reload()} onComments={setComments} />;
}

/** The screen with a given set of calls; the app uses the real ones (TicketScreen). */
export function TicketScreenWith({ api, params }: { api: TicketApi; params: ScreenRenderProps['params'] }) {
  const t = useT();
  const source = sourceOf(params);
  if (!source) return <Result status="warning" title={t('tickets.loadFailed')} />;
  return (
    <TicketApiContext.Provider value={api}>
      <TicketView source={source} />
    </TicketApiContext.Provider>
  );
}

export function TicketScreen({ params }: ScreenRenderProps) {
  return <TicketScreenWith api={ticketApi} params={params} />;
}
