/** Ticket no, status, the user's role, the limitation tag and the order summary. */
import type { ReactNode } from 'react';
import { Descriptions, Tag } from 'antd';
import { TICKET_STATUS_COLORS } from '../../src/config/option-sets';
import { LIMITATION_COLORS } from '../../src/config/tickets';
import { useT } from '../../src/i18n';
import { isUnsaved, shownRole, type SettleTargetsResponse, type Ticket, type TicketOrder, type TicketUserRole } from '../../src/tickets';
import type { OrderSummary } from './useOrderSummary';

interface Props {
  ticket: Ticket;
  role: TicketUserRole;
  order: TicketOrder | null;
  summary: OrderSummary;
  products: SettleTargetsResponse['PRODUCTS'];
}

export function TicketHeader({ ticket, role, order, summary, products }: Props) {
  const t = useT();
  const limitation = ticket.limitation_status;
  type Item = { key: string; label: string; children: ReactNode };
  const items: Array<Item | false | '' | undefined> = [
    { key: 'no', label: t('tickets.ticketNo'), children: ticket.ticket_no || '-' },
    { key: 'status', label: t('tickets.status'), children: <Tag data-testid="ticket-status" color={TICKET_STATUS_COLORS[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Tag> },
    { key: 'role', label: t('tickets.role'), children: t(`tickets.role.${shownRole(role, isUnsaved(ticket))}`) },
    limitation && {
      key: 'limitation',
      label: t('tickets.limitation'),
      children: (
        <>
          <Tag color={LIMITATION_COLORS[limitation]} data-testid="ticket-limitation">{t(`tickets.limitation.${limitation}`)}</Tag>
          {ticket.is_timed_out === 1 && <Tag color="red">{t('tickets.timedOut')}</Tag>}
        </>
      ),
    },
    ticket.deadline && { key: 'deadline', label: t('tickets.deadline'), children: ticket.deadline },
    { key: 'order', label: t('tickets.orderNo'), children: order?.order_no ?? ticket.order_no ?? '-' },
    summary.roleTitle && { key: 'roleTitle', label: t('tickets.roleTitle'), children: summary.roleTitle },
    summary.bindings.length > 0 && {
      key: 'bindings',
      label: t('tickets.bindings'),
      children: summary.bindings.map((binding) => binding.resource_name).join('、'),
    },
    summary.contacts.length > 0 && {
      key: 'contacts',
      label: t('tickets.contacts'),
      children: summary.contacts.map((contact) => `${contact.name} ${contact.phone}`).join('；'),
    },
    products.length > 0 && {
      key: 'products',
      label: t('tickets.products'),
      children: products.map((product) => `${product.name} ×${product.quantity}`).join('、'),
    },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} items={items.filter((item): item is Item => Boolean(item))} />;
}
