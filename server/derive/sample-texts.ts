/** Realistic Chinese values for keys that name neither an entity nor a person: fees, lines, titles, files, messages. */
import type { Random } from '../fake-data/prng.js';
import { REGION_SAMPLES } from '../fake-data/regions.js';

export const PLATFORM_NAMES = ['京东', '天猫', '拼多多', '抖音', '唯品会', '菜鸟', '德邦', '苏宁'] as const;
export const BANK_NAMES = ['中国工商银行', '中国建设银行', '招商银行', '中国银行', '交通银行', '浦发银行'] as const;
export const BRAND_NAMES = ['优品', '美家', '宜居', '晨光', '联创', '鑫源', '佳和', '悦享'] as const;
const EXPRESS_COMPANIES = ['顺丰速运', '京东物流', '中通快递', '德邦快递', '圆通速递', '韵达快递'] as const;
const ARTICLE_TITLES = [
  '大件家具配送安装服务规范', '春节期间物流安排通知', '新版运单模板上线说明', '家电送装一体化服务介绍', '异常件处理流程优化公告',
  '服务商结算周期调整通知', '仓储盘点操作指引', '旺季发货注意事项', '干线线路价格调整说明', '客户签收拍照要求',
];
const PLAN_WORDS = ['春季拉新激励', '旺季冲单奖励', '新商家首单补贴', '服务商好评奖励', '安装时效达标奖励', '月度增长激励'];
const RULE_WORDS = ['默认', '华东', '华南', '大件优先', '加急', '家电专用', '建材专用', '偏远地区'];
const ERROR_MESSAGES = ['平台接口响应超时', '收件人电话格式不正确', '签名校验失败', '订单已取消，无法回传', '运单号已存在', '店铺授权已过期'];
const NOTICES = [
  '您有一条新的工单待受理', '导出任务已完成，请及时下载', '订单已签收，请确认回单', '异常单已被商家确认', '账单已生成，请在三日内确认',
  '有新的派单待接收', '改单申请已审批通过', '仓库盘点任务即将开始',
];
const API_NAMES = ['订单创建', '状态回传', '签收回传', '轨迹推送', '取消订单', '库存同步'];
const REPAIR_ITEMS = ['更换柜门铰链', '沙发面料修补', '冰箱制冷维修', '床架加固', '热水器点火故障', '瓷砖空鼓修补'];
const SETTING_VALUES = ['开启', '关闭', '30', '2', '按件计费', '自动'];

export function lineName(from: string, to: string): string {
  return `${from.replace(/市$/, '')}-${to.replace(/市$/, '')}专线`;
}

/** A file name such as 签收照片_20240615_0007.jpg. */
export function fileName(random: Random, index: number, label = '附件'): string {
  const day = `2024${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
  const stem = label.replace(/(名称|名|地址)$/, '') || '附件';
  return `${stem}_${day}_${String(index + 1).padStart(4, '0')}.${random.pick(['jpg', 'png', 'pdf', 'xlsx'])}`;
}

export function fileUrl(random: Random): string {
  return `https://static.wuliuyun.example/files/${random.digits(6)}${random.pick(['a', 'b', 'c', 'd', 'e', 'f'])}${random.digits(4)}.jpg`;
}

/** An 18-character unified social credit code (统一社会信用代码). */
export function creditCode(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPQRTUWXY';
  const tail = Array.from({ length: 9 }, () => (random.chance(0.7) ? random.digits(1) : letters[random.int(0, letters.length - 1)])).join('');
  return `91${random.pick(['310115', '330106', '440305', '510107', '420106'])}${tail}${random.digits(1)}`;
}

export function hexText(random: Random, length: number): string {
  return Array.from({ length }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
}

/** A value for keys whose words name a known kind of text (errors, notices, payloads...); undefined otherwise. */
export function wordedText(random: Random, words: readonly string[]): string | undefined {
  const has = (...candidates: string[]): boolean => candidates.some((c) => words.includes(c));
  const last = words[words.length - 1] ?? '';
  if (has('error', 'fail', 'failure') && has('message', 'msg', 'reason', 'info')) return random.pick(ERROR_MESSAGES);
  if (has('request') && has('body', 'payload', 'params')) return `{"order_no":"${random.digits(12)}","status":"SIGNED"}`;
  if (has('response') && has('body', 'payload', 'result')) return random.pick(['{"code":0,"msg":"success"}', '{"code":500,"msg":"timeout"}']);
  if (has('response', 'http') && last === 'code') return random.pick(['200', '200', '400', '500']);
  if (has('message', 'msg') || (has('notice', 'notification') && last !== 'type')) return random.pick(NOTICES);
  if (has('api', 'interface') && last === 'name') return random.pick(API_NAMES);
  if (has('repair') && has('item', 'items', 'project')) return random.pick(REPAIR_ITEMS);
  if (has('express', 'courier', 'logistics') && has('company', 'name', 'corp')) return random.pick(EXPRESS_COMPANIES);
  if (has('credit', 'tax', 'license', 'licence') && has('code', 'no', 'number')) return creditCode(random);
  if (has('key', 'secret', 'token', 'appkey')) return hexText(random, has('secret', 'token') ? 32 : 16);
  if (last === 'ids') return Array.from({ length: random.int(1, 3) }, () => `1002${random.digits(4)}`).join(',');
  if (last === 'value' && !has('declared', 'goods')) return random.pick(SETTING_VALUES);
  if (has('parent') && has('name')) return random.pick(['家具', '家电', '建材']);
  if (has('invoice') && has('title', 'header')) return `${random.pick(REGION_SAMPLES).city.replace(/市$/, '')}${random.pick(BRAND_NAMES)}家居有限公司`;
  if (has('short', 'abbr') && has('name')) return `${random.pick(BRAND_NAMES)}${random.pick(['家居', '物流', '供应链'])}`;
  if (has('method', 'way') && has('name')) return random.pick(['现付', '月结', '到付', '回单付']);
  if (has('methods')) return random.pick(['现付,月结', '月结', '现付,到付,回单付']);
  if (has('targets')) return random.pick(['商家', '商家,服务商', '配送安装服务商,承运商']);
  if (has('contract') && last === 'name') return `${new Date().getFullYear()}年度${random.pick(['干线运输', '配送安装', '仓储服务', '售后维修'])}合同`;
  if (has('service') && last === 'name') return random.pick(['送货上门', '安装调试', '旧机拆除', '上楼搬运', '开箱验货']);
  if (last === 'unit' || (has('unit') && has('name'))) return random.pick(['件', '套', '台', '箱', '立方米', '公斤']);
  if (has('keyword', 'keywords')) return random.pick(REGION_SAMPLES).streets[0] ?? '人民路';
  if (has('settle', 'pay', 'payment') && has('type') && last === 'name') return random.pick(['现付', '月结']);
  return undefined;
}

/** A name for a thing of this kind, from the key's words (and the resource's, for a bare `name`) and the label. */
export function thingName(random: Random, words: readonly string[], label: string, index: number): string {
  const has = (...candidates: string[]): boolean => candidates.some((c) => words.includes(c));
  if (has('track', 'trace', 'progress', 'trajectory')) {
    const region = random.pick(REGION_SAMPLES);
    return `【${region.city}】${random.pick(['快件已到达', '快件已离开', '派送员正在派送，请保持电话畅通', '已签收，感谢使用'])}${region.city.replace(/市$/, '')}${random.pick(region.districts)}${random.pick(['配送站', '中转站'])}`;
  }
  if (has('line', 'route', 'lines', 'routes')) {
    const [from, to] = [random.pick(REGION_SAMPLES).city, random.pick(REGION_SAMPLES).city];
    return lineName(from, from === to ? '成都市' : to);
  }
  if (has('platform')) return random.pick(PLATFORM_NAMES);
  if (has('bank')) return random.pick(BANK_NAMES);
  if (has('brand')) return random.pick(BRAND_NAMES);
  if (has('article', 'title', 'notice')) return ARTICLE_TITLES[index % ARTICLE_TITLES.length] ?? '系统公告';
  if (has('plan', 'incentive', 'activity', 'campaign')) return `${random.pick(PLAN_WORDS)}${index + 1}期`;
  if (has('rule', 'strategy', 'policy')) return `${random.pick(RULE_WORDS)}${label.replace(/(名称|名)$/, '') || '规则'}`;
  if (has('template')) return `${random.pick(['标准', '大件', '家电', '电商', '简版'])}${label.replace(/(名称|名)$/, '') || '模板'}`;
  if (has('price', 'quote')) return `${random.pick(REGION_SAMPLES).city.replace(/市$/, '')}${label.replace(/(名称|名)$/, '') || '报价'}`;
  if (has('group', 'team')) return `${random.pick(['华东', '华南', '华北', '华中', '西南'])}${random.pick(['运营', '调度', '客服', '结算'])}组`;
  if (has('company', 'enterprise', 'corp', 'account')) return `${random.pick(REGION_SAMPLES).city.replace(/市$/, '')}${random.pick(BRAND_NAMES)}供应链有限公司`;
  if (has('role')) return random.pick(['调度员', '客服专员', '仓库管理员', '财务专员', '网点负责人']);
  if (has('category', 'class')) return random.pick(['沙发', '床', '床垫', '餐桌', '衣柜', '冰箱', '洗衣机', '空调', '瓷砖', '卫浴']);
  if (has('file', 'attachment', 'image', 'photo')) return fileName(random, index, label);
  const stem = label.replace(/(名称|名)$/, '');
  return `${stem || '项目'}${String(index + 1).padStart(2, '0')}`;
}
