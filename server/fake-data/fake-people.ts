/** Realistic Chinese names, phones and companies for demo data. */
import type { Random } from './prng.js';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '郑', '梁', '谢', '宋', '唐', '韩', '冯', '邓', '曹', '彭'] as const;
const GIVEN_NAMES = [
  '伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '华', '慧', '建国',
  '志强', '海燕', '晓东', '丽娟', '文博', '子豪', '雨桐', '思远', '佳怡', '浩然', '俊杰', '梦瑶', '宇航', '欣怡', '国栋', '春梅',
] as const;
const MOBILE_PREFIXES = ['13', '15', '17', '18', '19'] as const;
const COMPANY_CITIES = ['上海', '杭州', '苏州', '广州', '深圳', '佛山', '成都', '武汉', '郑州', '济南', '天津', '合肥'] as const;
const COMPANY_WORDS = ['优品', '家美', '宜居', '鑫源', '恒通', '顺丰达', '联创', '佳和', '汇丰', '晨光', '美家', '悦享'] as const;
const COMPANY_KINDS = ['家居旗舰店', '电器专营店', '家具有限公司', '卫浴商贸有限公司', '灯饰有限公司', '建材有限公司'] as const;

export function personName(random: Random): string {
  return random.pick(SURNAMES) + random.pick(GIVEN_NAMES);
}

/** An 11-digit mobile number matching ^1[3-9]\d{9}$. */
export function mobilePhone(random: Random): string {
  return random.pick(MOBILE_PREFIXES) + random.digits(9);
}

export function merchantName(random: Random): string {
  return random.pick(COMPANY_CITIES) + random.pick(COMPANY_WORDS) + random.pick(COMPANY_KINDS);
}
