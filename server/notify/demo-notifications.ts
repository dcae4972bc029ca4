/**
 * Demo messages for the notification bell: each demo user gets the messages of their work (routes
 * their menu reaches), some unread, some with a route to open and some with a file to download.
 */
import { roleCanSee } from '../menu/role-access.js';
import { DEMO_USERS, type AppCode, type DemoUser } from '../users/demo-users.js';
import type { NotificationInput, NotificationStore } from './notification-store.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A message template: texts may use {no} (an order number) and {no2}. */
interface DemoMessage extends Omit<NotificationInput, 'at'> {
  ago: number;
  /** Only users of these apps get it (a merchant's message is not the platform admin's). */
  apps?: readonly AppCode[];
}

const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    category: 'ORDER', title: '新订单待接单', ago: 4 * MINUTE_MS, route: '/saas/order/receive/index',
    message: '商家「优品家居旗舰店」提交了 3 个新订单，请尽快接单安排提货。',
  },
  {
    category: 'TICKET', title: '催单提醒', ago: 25 * MINUTE_MS, route: '/saas/ticket/v2/index',
    message: '订单 {no} 的收件人来电催促派送，请在 2 小时内联系客户并反馈处理结果。',
  },
  {
    category: 'EXPORT', title: '导出完成', ago: 52 * MINUTE_MS,
    message: '您导出的「已签收运单」已生成，点击即可下载。',
    attachment: { name: '已签收运单.csv', collection: 'waybills', params: { status: 'SIGNED' } },
  },
  {
    category: 'ABNORMAL', title: '异常待审核', ago: 3 * HOUR_MS, route: '/saas/abnormal/check/index',
    message: '订单 {no2} 派送时上报外包装破损，已上传现场照片，请审核并确定责任方。',
  },
  {
    category: 'ORDER', title: '订单已签收', ago: 12 * MINUTE_MS, route: '/da/order/index', apps: ['DA'],
    message: '您的订单 {no} 已由收件人本人签收，可在订单列表查看签收照片。',
  },
  {
    category: 'ABNORMAL', title: '异常待确认', ago: 2 * HOUR_MS, route: '/da/abnormal/list', apps: ['DA'],
    message: '服务商就订单 {no2} 提交了少件异常，请在 48 小时内确认处理方案。',
  },
  {
    category: 'TICKET', title: '对账单待确认', ago: 5 * HOUR_MS, route: '/saas/check-bill/index',
    message: '11 月上半月对账单已生成，共 126 笔，合计 ¥18,426.50，请核对后确认。',
  },
  {
    category: 'ORDER', title: '结算单已生成', ago: 6 * HOUR_MS, route: '/saas/settle/index',
    message: '本周结算单已生成，待结算金额 ¥32,918.00，请及时审核。',
  },
  {
    category: 'SYSTEM', title: '资质审核申请', ago: 40 * MINUTE_MS, route: '/saas/basicData/audit/index',
    message: '服务商「顺达仓配（苏州）有限公司」提交了企业资质审核申请，请审核营业执照与道路运输许可证。',
  },
  {
    category: 'SYSTEM', title: '系统升级通知', ago: 26 * HOUR_MS,
    message: '系统将于本周六 23:00 至次日 01:00 进行例行维护升级，期间下单与打印功能暂停使用，请提前安排。',
  },
  {
    category: 'SYSTEM', title: '账号安全提醒', ago: 3 * DAY_MS, route: '/saas/account/my/index', read: true,
    message: '您的账号于前天 21:14 在新设备上登录，如非本人操作，请及时修改密码。',
  },
  {
    category: 'SYSTEM', title: '新功能上线', ago: 6 * DAY_MS, route: '/saas/message/index', read: true,
    message: '消息中心上线：订单、工单、异常与导出消息可在「消息记录」中统一查看。',
  },
];

/** Download messages go to users whose menu reaches the list the file comes from. */
const ATTACHMENT_ROUTES: Readonly<Record<string, string>> = { waybills: '/saas/waybill/all/index' };

function reachable(user: DemoUser, message: DemoMessage): boolean {
  if (message.apps && !message.apps.includes(user.app_code)) return false;
  if (message.route && !roleCanSee(user.role, message.route)) return false;
  const listRoute = message.attachment && ATTACHMENT_ROUTES[message.attachment.collection];
  return !listRoute || roleCanSee(user.role, listRoute);
}

/** `orderNos` are real order numbers the texts may mention. */
export function seedDemoNotifications(store: NotificationStore, orderNos: readonly string[], now: Date = new Date()): void {
  const no = orderNos[0] ?? '261120123451';
  const no2 = orderNos[1] ?? no;
  for (const user of DEMO_USERS) {
    for (const template of DEMO_MESSAGES.filter((candidate) => reachable(user, candidate))) {
      const { ago, apps, ...message } = template;
      void apps; // who gets it, not part of the message
      store.add(user.id, {
        ...message,
        message: message.message.replace('{no}', no).replace('{no2}', no2),
        at: new Date(now.getTime() - ago),
      });
    }
  }
}
