/**
 * Every message text the two specifications fix, written out here as the spec writes it, against the
 * constant or the Chinese catalogue entry the code shows. The other tests compare screens with these
 * constants; this file is what keeps the constants themselves true to the spec.
 */
import { describe, expect, it } from 'vitest';
import { FEE_MSG, MSG, TICKET_MSG, VALIDATOR_MSG } from '../../../src/config/messages';
import { address } from '../../../src/i18n/messages/address';
import { edition } from '../../../src/i18n/messages/edition';
import { navbar } from '../../../src/i18n/messages/navbar';
import { pickers } from '../../../src/i18n/messages/pickers';
import { shell } from '../../../src/i18n/messages/shell';
import { tabs } from '../../../src/i18n/messages/tabs';
import { ticketStatus } from '../../../src/i18n/messages/ticket-status';
import { time } from '../../../src/i18n/messages/time';
import { uploadTexts } from '../../../src/i18n/messages/upload';
import { widgets } from '../../../src/i18n/messages/widgets';

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_all, name: string) => String(params[name] ?? `{${name}}`));

describe('core spec §8 error catalogue, word for word', () => {
  it.each([
    [MSG.serverBusy, '天啊~服务器开小差了，稍后重试'],
    [MSG.badRequest, '收到了客户端发送的无效请求，稍后重试'],
    [MSG.duplicateSubmit, '请勿重复提交'],
    [MSG.maintenanceTitle, '系统维护中'],
    [MSG.maintenanceFallback, '系统例行维护'],
    [MSG.offline, '访问失败：请检查网络'],
    [TICKET_MSG.saveUnknown, '未知错误'],
    [TICKET_MSG.saveException, '提交发生异常'],
    [fill(TICKET_MSG.schemaLoadFailed, { reason: 'HTTP 500' }), '获取工单Schema失败: HTTP 500'],
    [MSG.routeNameMissing, '路由名必须填写'],
    [MSG.menuTimeout, 'initial menu user timeout'],
    [MSG.menuTimeoutZh, '初始菜单用户超时'],
    [MSG.tokenMissing, 'token未获得'],
    [MSG.numberOutOfRange, '数字超出范围'],
  ])('%s', (actual, spec) => expect(actual).toBe(spec));

  it('the old print plug-in notice begins as the spec says', () => {
    expect(MSG.printPluginOutdated.startsWith('你安装的打印插件版本过低')).toBe(true);
  });
});

describe('core spec §4, §5 and §9 texts', () => {
  it('ticket statuses carry the spec’s Chinese labels', () => {
    expect(ticketStatus.zh).toMatchObject({
      'tickets.status.SUBMITTED': '待受理',
      'tickets.status.IN_PROGRESS': '处理中',
      'tickets.status.COMPLETED': '已完成',
      'tickets.status.CANCELLED': '已取消',
      'tickets.status.CLOSED': '已关闭',
      'tickets.status.WAITING_CONFIRM': '待确认',
      'tickets.status.FINISHED': '已结束',
      'tickets.status.REJECTED': '已拒绝',
      'tickets.status.SUSPENDED': '已暂停',
      'tickets.status.EXPIRED': '已过期',
    });
  });

  it('image upload messages', () => {
    // Plain words instead of the spec's '文件大小过大大于：10 M' and 'tiff文件类型不允许' (issue 26).
    expect(fill(uploadTexts.zh['upload.tooLarge'], { limit: 10 })).toBe('图片不能超过 10 MB');
    expect(fill(uploadTexts.zh['upload.typeNotAllowed'], { type: 'tiff' })).toBe('只能上传 JPG、PNG、GIF、BMP 图片，不能上传 tiff 文件');
    expect(fill(uploadTexts.zh['upload.tooMany'], { max: 100 })).toBe('图片最多允许上传100张');
  });

  it('relative time under two days', () => {
    expect(time.zh['time.oneDayAgo']).toBe('1天前');
  });
});

describe('widgets spec texts, word for word', () => {
  it('validators', () => {
    expect(VALIDATOR_MSG.mobile).toBe('手机号格式有误');
    expect(VALIDATOR_MSG.phone).toBe('电话格式有误');
    expect(VALIDATOR_MSG.integer).toBe('不是一个整型');
    expect(VALIDATOR_MSG.equal).toBe('必须相同');
    expect(VALIDATOR_MSG.dateRange31).toBe('日期区间不能超过31天');
    expect(fill(VALIDATOR_MSG.dateRange, { max: 31 })).toBe('日期区间不能超过31天');
    expect(fill(VALIDATOR_MSG.dateRangeSelected, { max: 31 })).toBe('选择的日期范围不能超过31天');
    expect(VALIDATOR_MSG.jdMerchantId).toBe('请输入有效的京东商家ID，多个ID请用逗号分隔');
    expect(VALIDATOR_MSG.orderNo).toBe('请输入正确的系统订单号');
  });

  it('fee table', () => {
    expect(fill(FEE_MSG.required, { field: '费用项' })).toBe('请选择或填写费用项');
    expect(FEE_MSG.invalidNumber).toBe('请输入有效数字');
    expect(fill(FEE_MSG.belowMin, { min: '0.01' })).toBe('金额不能小于 0.01');
    expect(fill(FEE_MSG.aboveMax, { max: 5000 })).toBe('金额不能超过 5000');
    expect(FEE_MSG.methodNotAllowed.startsWith('可选结算方式为')).toBe(true);
    expect(FEE_MSG.duplicateRow).toBe('同一方向、结算对象和费用项的组合已存在');
    expect(FEE_MSG.noRows).toBe('至少需要一条费用明细');
    expect(FEE_MSG.duplicateInTable).toBe('同一方向、结算对象和费用项组合不可重复');
  });

  it('shell, session and list', () => {
    expect(shell.zh).toMatchObject({ 'shell.home': '首页', 'shell.myAccount': '我的帐号', 'shell.switchGroup': '切换事业部', 'shell.logout': '退出登录' });
    expect(tabs.zh).toMatchObject({ 'tabs.refresh': '刷新', 'tabs.closeOthers': '关闭其他', 'tabs.closeAll': '关闭所有' });
    expect(navbar.zh).toMatchObject({ 'navbar.markAllRead': '全部已读', 'navbar.messageRecords': '消息记录' });
    expect(edition.zh['edition.searchPlaceholder']).toBe('收件人/电话、订单号');
    expect(MSG.sessionExpiredTitle).toBe('登录已过期');
    expect(MSG.sessionExpiredContent).toBe('请重新登录');
    expect(MSG.trialExpiredTitle).toBe('试用期已到期');
    expect(MSG.groupRequired).toBe('请选择事业部');
    expect(MSG.groupSwitched).toBe('切换成功');
    expect(MSG.atLeastOneFilter).toBe('请至少输入一个条件');
    expect(MSG.leaveUnsavedTitle).toBe('温馨提示');
    expect(MSG.leaveUnsaved).toBe('您输入的内容尚未保存，确定离开此页面吗?');
    expect(widgets.zh['widgets.bookmarkNotIe']).toBe('非IE浏览器，请使用浏览器自带收藏功能');
  });

  it('addresses and the driver dialog', () => {
    expect(address.zh['address.loading'].startsWith('正在加载地址数据')).toBe(true);
    expect(address.zh['address.loadFailed'].startsWith('加载地址数据失败')).toBe(true);
    expect(address.zh['address.banned']).toBe('该地区暂不收货');
    expect(pickers.zh).toMatchObject({
      'pickers.driver.nameRequired': '请输入司机名称',
      'pickers.driver.nameMax': '允许输入20字内',
      'pickers.driver.serviceTypeRequired': '请选择可派单服务',
      'pickers.driver.phoneRequired': '请输入司机手机号',
      'pickers.driver.phoneFormat': '手机号格式不正确',
      'pickers.driver.phoneExists': '相同手机号的司机已存在',
      'pickers.driver.added': '新增司机信息成功',
    });
  });
});
