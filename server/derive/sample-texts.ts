/** Realistic Chinese values for keys that name neither an entity nor a person: fees, lines, titles, files. */
import type { Random } from '../seed/prng.js';
import { REGION_SAMPLES } from '../seed/regions.js';

export const PLATFORM_NAMES = ['京东', '天猫', '拼多多', '抖音', '唯品会', '菜鸟', '德邦', '苏宁'] as const;
export const BANK_NAMES = ['中国工商银行', '中国建设银行', '招商银行', '中国银行', '交通银行', '浦发银行'] as const;
export const BRAND_NAMES = ['优品', '美家', '宜居', '晨光', '联创', '鑫源', '佳和', '悦享'] as const;
const ARTICLE_TITLES = [
  '大件家具配送安装服务规范', '春节期间物流安排通知', '新版运单模板上线说明', '家电送装一体化服务介绍', '异常件处理流程优化公告',
  '服务商结算周期调整通知', '仓储盘点操作指引', '旺季发货注意事项', '干线线路价格调整说明', '客户签收拍照要求',
];
const PLAN_WORDS = ['春季拉新激励', '旺季冲单奖励', '新商家首单补贴', '服务商好评奖励', '安装时效达标奖励', '月度增长激励'];
const RULE_WORDS = ['默认', '华东', '华南', '大件优先', '加急', '家电专用', '建材专用', '偏远地区'];

export function lineName(random: Random): string {
  const from = random.pick(REGION_SAMPLES).city.replace(/市$/, '');
  let to = random.pick(REGION_SAMPLES).city.replace(/市$/, '');
  if (to === from) to = from === '成都' ? '重庆' : '成都';
  return `${from}-${to}专线`;
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

/** A name for a thing of this kind, from the key's words and the field label. */
export function thingName(random: Random, words: readonly string[], label: string, index: number): string {
  const has = (...candidates: string[]): boolean => candidates.some((c) => words.includes(c));
  if (has('track', 'trace', 'progress', 'trajectory')) {
    const region = random.pick(REGION_SAMPLES);
    return `【${region.city}】${random.pick(['快件已到达', '快件已离开', '派送员正在派送，请保持电话畅通', '已签收，感谢使用'])}${region.city.replace(/市$/, '')}${random.pick(region.districts)}${random.pick(['配送站', '中转站'])}`;
  }
  if (has('line', 'route')) return lineName(random);
  if (has('platform')) return random.pick(PLATFORM_NAMES);
  if (has('bank')) return random.pick(BANK_NAMES);
  if (has('brand')) return random.pick(BRAND_NAMES);
  if (has('article', 'title', 'notice')) return ARTICLE_TITLES[index % ARTICLE_TITLES.length] ?? '系统公告';
  if (has('plan', 'incentive', 'activity', 'campaign')) return `${random.pick(PLAN_WORDS)}${index + 1}期`;
  if (has('rule', 'strategy', 'policy')) return `${random.pick(RULE_WORDS)}${label.replace(/(名称|名)$/, '') || '规则'}`;
  if (has('template')) return `${random.pick(['标准', '大件', '家电', '电商', '简版'])}${label.replace(/(名称|名)$/, '') || '模板'}`;
  if (has('price', 'quote')) return `${random.pick(REGION_SAMPLES).city.replace(/市$/, '')}${label.replace(/(名称|名)$/, '') || '报价'}`;
  if (has('group', 'team')) return `${random.pick(['华东', '华南', '华北', '华中', '西南'])}${random.pick(['运营', '调度', '客服', '结算'])}组`;
  if (has('company', 'enterprise', 'corp')) return `${random.pick(REGION_SAMPLES).city.replace(/市$/, '')}${random.pick(BRAND_NAMES)}供应链有限公司`;
  if (has('role')) return random.pick(['调度员', '客服专员', '仓库管理员', '财务专员', '网点负责人']);
  if (has('category', 'class')) return random.pick(['沙发', '床', '床垫', '餐桌', '衣柜', '冰箱', '洗衣机', '空调', '瓷砖', '卫浴']);
  if (has('file', 'attachment', 'image', 'photo')) return fileName(random, index, label);
  const stem = label.replace(/(名称|名)$/, '');
  return `${stem || '项目'}${String(index + 1).padStart(2, '0')}`;
}
