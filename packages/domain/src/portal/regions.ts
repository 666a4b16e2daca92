/**
 * Chinese provinces and cities for the pickup-region cascader (portal.md §3 region data), codes after
 * GB/T 2260. Every provincial-level region is listed with its capital and major prefecture-level
 * cities; the municipalities and the special regions have no sub level (portal.md §9) and are picked
 * on their own.
 */

export interface Region {
  code: string;
  name: string;
  engName: string;
  children?: Region[];
}

type Row = [code: string, name: string, engName: string];

const region = ([code, name, engName]: Row, cities?: Row[]): Region =>
  (cities ? { code, name, engName, children: cities.map((city) => region(city)) } : { code, name, engName });

export const regions: Region[] = [
  region(['110000', '北京市', 'Beijing']),
  region(['120000', '天津市', 'Tianjin']),
  region(['130000', '河北省', 'Hebei'], [
    ['130100', '石家庄市', 'Shijiazhuang'], ['130200', '唐山市', 'Tangshan'], ['130600', '保定市', 'Baoding'],
    ['130400', '邯郸市', 'Handan'], ['131000', '廊坊市', 'Langfang'], ['130900', '沧州市', 'Cangzhou'],
  ]),
  region(['140000', '山西省', 'Shanxi'], [
    ['140100', '太原市', 'Taiyuan'], ['140200', '大同市', 'Datong'], ['140400', '长治市', 'Changzhi'],
    ['140800', '运城市', 'Yuncheng'], ['140700', '晋中市', 'Jinzhong'],
  ]),
  region(['150000', '内蒙古自治区', 'Inner Mongolia'], [
    ['150100', '呼和浩特市', 'Hohhot'], ['150200', '包头市', 'Baotou'], ['150600', '鄂尔多斯市', 'Ordos'],
    ['150700', '呼伦贝尔市', 'Hulunbuir'], ['152500', '锡林郭勒盟', 'Xilingol'],
  ]),
  region(['210000', '辽宁省', 'Liaoning'], [
    ['210100', '沈阳市', 'Shenyang'], ['210200', '大连市', 'Dalian'], ['210300', '鞍山市', 'Anshan'],
    ['210600', '丹东市', 'Dandong'], ['210800', '营口市', 'Yingkou'],
  ]),
  region(['220000', '吉林省', 'Jilin'], [
    ['220100', '长春市', 'Changchun'], ['220200', '吉林市', 'Jilin City'], ['220300', '四平市', 'Siping'],
    ['222400', '延边朝鲜族自治州', 'Yanbian'], ['220700', '松原市', 'Songyuan'],
  ]),
  region(['230000', '黑龙江省', 'Heilongjiang'], [
    ['230100', '哈尔滨市', 'Harbin'], ['230200', '齐齐哈尔市', 'Qiqihar'], ['230600', '大庆市', 'Daqing'],
    ['231000', '牡丹江市', 'Mudanjiang'], ['230800', '佳木斯市', 'Jiamusi'],
  ]),
  region(['310000', '上海市', 'Shanghai']),
  region(['320000', '江苏省', 'Jiangsu'], [
    ['320100', '南京市', 'Nanjing'], ['320500', '苏州市', 'Suzhou'], ['320200', '无锡市', 'Wuxi'],
    ['320400', '常州市', 'Changzhou'], ['320600', '南通市', 'Nantong'], ['320300', '徐州市', 'Xuzhou'],
  ]),
  region(['330000', '浙江省', 'Zhejiang'], [
    ['330100', '杭州市', 'Hangzhou'], ['330200', '宁波市', 'Ningbo'], ['330300', '温州市', 'Wenzhou'],
    ['330700', '金华市', 'Jinhua'], ['330600', '绍兴市', 'Shaoxing'], ['331000', '台州市', 'Taizhou'],
  ]),
  region(['340000', '安徽省', 'Anhui'], [
    ['340100', '合肥市', 'Hefei'], ['340200', '芜湖市', 'Wuhu'], ['340300', '蚌埠市', 'Bengbu'],
    ['340500', '马鞍山市', "Ma'anshan"], ['341200', '阜阳市', 'Fuyang'],
  ]),
  region(['350000', '福建省', 'Fujian'], [
    ['350100', '福州市', 'Fuzhou'], ['350200', '厦门市', 'Xiamen'], ['350500', '泉州市', 'Quanzhou'],
    ['350600', '漳州市', 'Zhangzhou'], ['350300', '莆田市', 'Putian'],
  ]),
  region(['360000', '江西省', 'Jiangxi'], [
    ['360100', '南昌市', 'Nanchang'], ['360700', '赣州市', 'Ganzhou'], ['360400', '九江市', 'Jiujiang'],
    ['361100', '上饶市', 'Shangrao'], ['360200', '景德镇市', 'Jingdezhen'],
  ]),
  region(['370000', '山东省', 'Shandong'], [
    ['370100', '济南市', 'Jinan'], ['370200', '青岛市', 'Qingdao'], ['370600', '烟台市', 'Yantai'],
    ['370700', '潍坊市', 'Weifang'], ['371300', '临沂市', 'Linyi'], ['370300', '淄博市', 'Zibo'],
  ]),
  region(['410000', '河南省', 'Henan'], [
    ['410100', '郑州市', 'Zhengzhou'], ['410300', '洛阳市', 'Luoyang'], ['410200', '开封市', 'Kaifeng'],
    ['410700', '新乡市', 'Xinxiang'], ['411300', '南阳市', 'Nanyang'], ['411000', '许昌市', 'Xuchang'],
  ]),
  region(['420000', '湖北省', 'Hubei'], [
    ['420100', '武汉市', 'Wuhan'], ['420500', '宜昌市', 'Yichang'], ['420600', '襄阳市', 'Xiangyang'],
    ['420300', '十堰市', 'Shiyan'], ['421000', '荆州市', 'Jingzhou'], ['420700', '鄂州市', 'Ezhou'],
  ]),
  region(['430000', '湖南省', 'Hunan'], [
    ['430100', '长沙市', 'Changsha'], ['430200', '株洲市', 'Zhuzhou'], ['430300', '湘潭市', 'Xiangtan'],
    ['430400', '衡阳市', 'Hengyang'], ['430600', '岳阳市', 'Yueyang'],
  ]),
  region(['440000', '广东省', 'Guangdong'], [
    ['440100', '广州市', 'Guangzhou'], ['440300', '深圳市', 'Shenzhen'], ['441900', '东莞市', 'Dongguan'],
    ['440600', '佛山市', 'Foshan'], ['441300', '惠州市', 'Huizhou'], ['442000', '中山市', 'Zhongshan'],
  ]),
  region(['450000', '广西壮族自治区', 'Guangxi'], [
    ['450100', '南宁市', 'Nanning'], ['450200', '柳州市', 'Liuzhou'], ['450300', '桂林市', 'Guilin'],
    ['450500', '北海市', 'Beihai'], ['450400', '梧州市', 'Wuzhou'],
  ]),
  region(['460000', '海南省', 'Hainan'], [
    ['460100', '海口市', 'Haikou'], ['460200', '三亚市', 'Sanya'], ['460300', '三沙市', 'Sansha'],
    ['460400', '儋州市', 'Danzhou'],
  ]),
  region(['500000', '重庆市', 'Chongqing']),
  region(['510000', '四川省', 'Sichuan'], [
    ['510100', '成都市', 'Chengdu'], ['510700', '绵阳市', 'Mianyang'], ['510600', '德阳市', 'Deyang'],
    ['511300', '南充市', 'Nanchong'], ['511500', '宜宾市', 'Yibin'], ['510500', '泸州市', 'Luzhou'],
  ]),
  region(['520000', '贵州省', 'Guizhou'], [
    ['520100', '贵阳市', 'Guiyang'], ['520300', '遵义市', 'Zunyi'], ['520200', '六盘水市', 'Liupanshui'],
    ['520400', '安顺市', 'Anshun'], ['520500', '毕节市', 'Bijie'],
  ]),
  region(['530000', '云南省', 'Yunnan'], [
    ['530100', '昆明市', 'Kunming'], ['530300', '曲靖市', 'Qujing'], ['530400', '玉溪市', 'Yuxi'],
    ['530700', '丽江市', 'Lijiang'], ['532900', '大理白族自治州', 'Dali'],
  ]),
  region(['540000', '西藏自治区', 'Tibet'], [
    ['540100', '拉萨市', 'Lhasa'], ['540200', '日喀则市', 'Shigatse'], ['540300', '昌都市', 'Chamdo'],
    ['540400', '林芝市', 'Nyingchi'], ['540500', '山南市', 'Shannan'],
  ]),
  region(['610000', '陕西省', 'Shaanxi'], [
    ['610100', '西安市', "Xi'an"], ['610300', '宝鸡市', 'Baoji'], ['610400', '咸阳市', 'Xianyang'],
    ['610500', '渭南市', 'Weinan'], ['610800', '榆林市', 'Yulin'], ['610600', '延安市', "Yan'an"],
  ]),
  region(['620000', '甘肃省', 'Gansu'], [
    ['620100', '兰州市', 'Lanzhou'], ['620200', '嘉峪关市', 'Jiayuguan'], ['620500', '天水市', 'Tianshui'],
    ['620700', '张掖市', 'Zhangye'], ['620900', '酒泉市', 'Jiuquan'],
  ]),
  region(['630000', '青海省', 'Qinghai'], [
    ['630100', '西宁市', 'Xining'], ['630200', '海东市', 'Haidong'], ['632800', '海西蒙古族藏族自治州', 'Haixi'],
    ['632500', '海南藏族自治州', 'Hainan Prefecture'], ['632200', '海北藏族自治州', 'Haibei'],
  ]),
  region(['640000', '宁夏回族自治区', 'Ningxia'], [
    ['640100', '银川市', 'Yinchuan'], ['640200', '石嘴山市', 'Shizuishan'], ['640300', '吴忠市', 'Wuzhong'],
    ['640400', '固原市', 'Guyuan'], ['640500', '中卫市', 'Zhongwei'],
  ]),
  region(['650000', '新疆维吾尔自治区', 'Xinjiang'], [
    ['650100', '乌鲁木齐市', 'Urumqi'], ['650200', '克拉玛依市', 'Karamay'], ['652700', '博尔塔拉蒙古自治州', 'Bortala'],
    ['654000', '伊犁哈萨克自治州', 'Ili'], ['653100', '喀什地区', 'Kashgar'],
  ]),
  region(['710000', '台湾', 'Taiwan']),
  region(['810000', '香港特别行政区', 'Hong Kong']),
  region(['820000', '澳门特别行政区', 'Macao']),
  region(['900000', '钓鱼岛', 'Diaoyu Islands']),
];

/**
 * The loading area of a cascader path of codes: "province-city" in Chinese, "name-name" for a region
 * without cities; undefined when the path is not a complete choice.
 */
export function loadingAreaOf(path: readonly string[]): string | undefined {
  const province = regions.find((r) => r.code === path[0]);
  if (!province) return undefined;
  if (!province.children) return path.length === 1 ? `${province.name}-${province.name}` : undefined;
  const city = province.children.find((c) => c.code === path[1]);
  return city && path.length === 2 ? `${province.name}-${city.name}` : undefined;
}

const loadingAreas = new Set(regions.flatMap((p) => (p.children ?? [p]).map((c) => `${p.name}-${c.name}`)));

/** Whether a text is a loading area the cascader can produce. */
export const isLoadingArea = (area: string): boolean => loadingAreas.has(area);

/** The cascader path of codes of a loading area, the way back of loadingAreaOf. */
export function regionPathOf(area: string): string[] | undefined {
  for (const province of regions) {
    for (const city of province.children ?? [province]) {
      if (`${province.name}-${city.name}` === area) return province.children ? [province.code, city.code] : [province.code];
    }
  }
  return undefined;
}
