/** A small address table for demo waybills: province, city, districts and streets. */
export interface RegionSample {
  province: string;
  city: string;
  districts: readonly string[];
  streets: readonly string[];
}

export const REGION_SAMPLES: readonly RegionSample[] = [
  { province: '上海市', city: '上海市', districts: ['浦东新区', '闵行区', '徐汇区', '嘉定区'], streets: ['张江路', '莲花路', '漕溪北路', '曹安公路'] },
  { province: '浙江省', city: '杭州市', districts: ['西湖区', '余杭区', '滨江区', '萧山区'], streets: ['文三路', '文一西路', '江南大道', '市心中路'] },
  { province: '江苏省', city: '苏州市', districts: ['姑苏区', '工业园区', '吴中区', '相城区'], streets: ['干将路', '星湖街', '东吴北路', '阳澄湖大道'] },
  { province: '广东省', city: '广州市', districts: ['天河区', '越秀区', '番禺区', '白云区'], streets: ['天河北路', '中山五路', '市桥大道', '白云大道'] },
  { province: '广东省', city: '深圳市', districts: ['南山区', '福田区', '宝安区', '龙岗区'], streets: ['科技园路', '深南大道', '宝安大道', '龙翔大道'] },
  { province: '四川省', city: '成都市', districts: ['武侯区', '锦江区', '高新区', '成华区'], streets: ['人民南路', '春熙路', '天府大道', '建设路'] },
  { province: '湖北省', city: '武汉市', districts: ['江汉区', '武昌区', '洪山区', '汉阳区'], streets: ['解放大道', '中北路', '珞喻路', '龙阳大道'] },
  { province: '山东省', city: '济南市', districts: ['历下区', '市中区', '槐荫区', '历城区'], streets: ['泉城路', '经十路', '纬二路', '花园路'] },
];
