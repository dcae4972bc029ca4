import { districtNamed, placeOfCode } from '../address/division-tree.js';

/** Real places for demo data: province, city, districts, streets, region codes, plate prefix and coordinates. */
export interface RegionSample {
  province: string;
  /** Six-digit administrative code of the province (e.g. 310000). */
  provinceCode: string;
  city: string;
  cityCode: string;
  districts: readonly string[];
  streets: readonly string[];
  /** Licence plate prefix of the city, e.g. 沪A. */
  plate: string;
  /** City centre. */
  longitude: number;
  latitude: number;
}

export const REGION_SAMPLES: readonly RegionSample[] = [
  { province: '上海市', provinceCode: '310000', city: '上海市', cityCode: '310100', districts: ['浦东新区', '闵行区', '徐汇区', '嘉定区'], streets: ['张江路', '莲花路', '漕溪北路', '曹安公路'], plate: '沪A', longitude: 121.47, latitude: 31.23 },
  { province: '浙江省', provinceCode: '330000', city: '杭州市', cityCode: '330100', districts: ['西湖区', '余杭区', '滨江区', '萧山区'], streets: ['文三路', '文一西路', '江南大道', '市心中路'], plate: '浙A', longitude: 120.16, latitude: 30.27 },
  { province: '江苏省', provinceCode: '320000', city: '苏州市', cityCode: '320500', districts: ['姑苏区', '虎丘区', '吴中区', '相城区'], streets: ['干将路', '星湖街', '东吴北路', '阳澄湖大道'], plate: '苏E', longitude: 120.58, latitude: 31.3 },
  { province: '广东省', provinceCode: '440000', city: '广州市', cityCode: '440100', districts: ['天河区', '越秀区', '番禺区', '白云区'], streets: ['天河北路', '中山五路', '市桥大道', '白云大道'], plate: '粤A', longitude: 113.26, latitude: 23.13 },
  { province: '广东省', provinceCode: '440000', city: '深圳市', cityCode: '440300', districts: ['南山区', '福田区', '宝安区', '龙岗区'], streets: ['科技园路', '深南大道', '宝安大道', '龙翔大道'], plate: '粤B', longitude: 114.06, latitude: 22.54 },
  { province: '四川省', provinceCode: '510000', city: '成都市', cityCode: '510100', districts: ['武侯区', '锦江区', '青羊区', '成华区'], streets: ['人民南路', '春熙路', '天府大道', '建设路'], plate: '川A', longitude: 104.07, latitude: 30.57 },
  { province: '湖北省', provinceCode: '420000', city: '武汉市', cityCode: '420100', districts: ['江汉区', '武昌区', '洪山区', '汉阳区'], streets: ['解放大道', '中北路', '珞喻路', '龙阳大道'], plate: '鄂A', longitude: 114.31, latitude: 30.59 },
  { province: '山东省', provinceCode: '370000', city: '济南市', cityCode: '370100', districts: ['历下区', '市中区', '槐荫区', '历城区'], streets: ['泉城路', '经十路', '纬二路', '花园路'], plate: '鲁A', longitude: 117.0, latitude: 36.65 },
  { province: '北京市', provinceCode: '110000', city: '北京市', cityCode: '110100', districts: ['朝阳区', '海淀区', '丰台区', '通州区'], streets: ['建国路', '中关村大街', '南四环西路', '新华西街'], plate: '京A', longitude: 116.4, latitude: 39.9 },
  { province: '天津市', provinceCode: '120000', city: '天津市', cityCode: '120100', districts: ['和平区', '南开区', '河西区', '滨海新区'], streets: ['南京路', '鞍山西道', '友谊路', '第二大街'], plate: '津A', longitude: 117.2, latitude: 39.13 },
  { province: '江苏省', provinceCode: '320000', city: '南京市', cityCode: '320100', districts: ['玄武区', '秦淮区', '江宁区', '鼓楼区'], streets: ['中山路', '太平南路', '双龙大道', '北京西路'], plate: '苏A', longitude: 118.8, latitude: 32.06 },
  { province: '河南省', provinceCode: '410000', city: '郑州市', cityCode: '410100', districts: ['金水区', '二七区', '中原区', '管城回族区'], streets: ['花园路', '大学路', '建设西路', '商务外环路'], plate: '豫A', longitude: 113.63, latitude: 34.75 },
  { province: '湖南省', provinceCode: '430000', city: '长沙市', cityCode: '430100', districts: ['岳麓区', '芙蓉区', '天心区', '雨花区'], streets: ['麓山南路', '五一大道', '芙蓉中路', '劳动东路'], plate: '湘A', longitude: 112.94, latitude: 28.23 },
  { province: '安徽省', provinceCode: '340000', city: '合肥市', cityCode: '340100', districts: ['蜀山区', '包河区', '庐阳区', '瑶海区'], streets: ['长江西路', '徽州大道', '阜阳路', '胜利路'], plate: '皖A', longitude: 117.23, latitude: 31.82 },
  { province: '陕西省', provinceCode: '610000', city: '西安市', cityCode: '610100', districts: ['雁塔区', '碑林区', '未央区', '长安区'], streets: ['长安南路', '南大街', '凤城八路', '韦曲南街'], plate: '陕A', longitude: 108.94, latitude: 34.34 },
  { province: '重庆市', provinceCode: '500000', city: '重庆市', cityCode: '500100', districts: ['渝中区', '江北区', '渝北区', '九龙坡区'], streets: ['解放碑步行街', '北城天街', '金开大道', '杨家坪正街'], plate: '渝A', longitude: 106.55, latitude: 29.56 },
  { province: '广东省', provinceCode: '440000', city: '佛山市', cityCode: '440600', districts: ['禅城区', '顺德区', '南海区', '三水区'], streets: ['季华路', '容桂大道', '桂城南海大道', '西南街道广海大道'], plate: '粤E', longitude: 113.12, latitude: 23.02 },
  { province: '山东省', provinceCode: '370000', city: '青岛市', cityCode: '370200', districts: ['市南区', '崂山区', '黄岛区', '李沧区'], streets: ['香港中路', '海尔路', '长江中路', '京口路'], plate: '鲁B', longitude: 120.38, latitude: 36.07 },
  { province: '福建省', provinceCode: '350000', city: '厦门市', cityCode: '350200', districts: ['思明区', '湖里区', '集美区', '海沧区'], streets: ['湖滨南路', '仙岳路', '杏林湾路', '沧虹路'], plate: '闽D', longitude: 118.09, latitude: 24.48 },
  { province: '辽宁省', provinceCode: '210000', city: '沈阳市', cityCode: '210100', districts: ['和平区', '沈河区', '铁西区', '浑南区'], streets: ['太原北街', '青年大街', '兴华南街', '浑南中路'], plate: '辽A', longitude: 123.43, latitude: 41.8 },
];

/** The region of a city name, if it is one of the samples. */
export function regionOfCity(city: string): RegionSample | undefined {
  return REGION_SAMPLES.find((region) => region.city === city || region.city.replace(/市$/, '') === city);
}

/** GB/T 2260 code of the n-th district of a city (every sample district is a place of the address tree). */
export function districtCode(region: RegionSample, index: number): string {
  const name = region.districts[index] ?? '';
  return districtNamed(region.cityCode, name)?.value ?? region.cityCode;
}

/** Province, city or district name of an administrative code, for address filters that send codes. */
export function placeNameOfCode(code: string): string | undefined {
  return placeOfCode(code)?.label;
}

export { CHINA_CODE, placesUnder } from '../address/division-tree.js';
