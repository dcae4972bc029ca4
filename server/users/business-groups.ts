/** The business units (事业部). Ids are shared by the user memberships, the group tree and /system/groups. */
export interface BusinessGroupRef {
  id: number;
  name: string;
}

export interface BusinessGroup extends BusinessGroupRef {
  code: string;
  leader: string;
  phone: string;
  status: 0 | 1;
  remark: string;
}

export const BUSINESS_GROUPS: readonly BusinessGroup[] = [
  { id: 1, name: '华东事业部', code: 'EAST_CHINA', leader: '周建华', phone: '13916820451', status: 1, remark: '覆盖上海、江苏、浙江、安徽' },
  { id: 2, name: '华南事业部', code: 'SOUTH_CHINA', leader: '黄志明', phone: '13725586102', status: 1, remark: '覆盖广东、广西、海南、福建' },
  { id: 3, name: '华北事业部', code: 'NORTH_CHINA', leader: '赵国栋', phone: '13801127763', status: 1, remark: '覆盖北京、天津、河北、山西' },
  { id: 4, name: '华中事业部', code: 'CENTRAL_CHINA', leader: '刘海涛', phone: '15927403318', status: 1, remark: '覆盖湖北、湖南、河南、江西' },
  { id: 5, name: '西南事业部', code: 'SOUTHWEST', leader: '陈思远', phone: '18982217640', status: 1, remark: '覆盖四川、重庆、云南、贵州' },
  { id: 6, name: '西北事业部', code: 'NORTHWEST', leader: '马俊杰', phone: '13909318825', status: 1, remark: '覆盖陕西、甘肃、宁夏、新疆' },
  { id: 7, name: '东北事业部', code: 'NORTHEAST', leader: '孙立军', phone: '13604519937', status: 1, remark: '覆盖辽宁、吉林、黑龙江' },
  { id: 8, name: '大客户事业部', code: 'KEY_ACCOUNT', leader: '郑雨桐', phone: '17717865023', status: 0, remark: '全国性品牌客户，筹建中' },
];

export function groupRef(id: number): BusinessGroupRef {
  const group = BUSINESS_GROUPS.find((g) => g.id === id);
  if (!group) throw new Error(`unknown business group ${id}`);
  return { id: group.id, name: group.name };
}
