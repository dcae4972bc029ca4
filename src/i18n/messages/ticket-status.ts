import type { MessageModule } from '../types.js';

/** Ticket status words, shared by the ticket screen and every ticket list (core spec §4). */
export const ticketStatus = {
  zh: {
    'tickets.status.CREATE': '新建',
    'tickets.status.SUBMITTED': '待受理',
    'tickets.status.IN_PROGRESS': '处理中',
    'tickets.status.COMPLETED': '已完成',
    'tickets.status.CANCELLED': '已取消',
    'tickets.status.CLOSED': '已关闭',
    'tickets.status.WAITING_CONFIRM': '待确认',
    'tickets.status.PROCESSING': '处理中',
    'tickets.status.FINISHED': '已结束',
    'tickets.status.REJECTED': '已拒绝',
    'tickets.status.SUSPENDED': '已暂停',
    'tickets.status.EXPIRED': '已过期',
    'tickets.status.FINANCE_REVIEWING': '财务审核中',
  },
  en: {
    'tickets.status.CREATE': 'New',
    'tickets.status.SUBMITTED': 'Awaiting acceptance',
    'tickets.status.IN_PROGRESS': 'In progress',
    'tickets.status.COMPLETED': 'Completed',
    'tickets.status.CANCELLED': 'Cancelled',
    'tickets.status.CLOSED': 'Closed',
    'tickets.status.WAITING_CONFIRM': 'Awaiting confirmation',
    'tickets.status.PROCESSING': 'Processing',
    'tickets.status.FINISHED': 'Finished',
    'tickets.status.REJECTED': 'Rejected',
    'tickets.status.SUSPENDED': 'Suspended',
    'tickets.status.EXPIRED': 'Expired',
    'tickets.status.FINANCE_REVIEWING': 'Finance review',
  },
} satisfies MessageModule;
