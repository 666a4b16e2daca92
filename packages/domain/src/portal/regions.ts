import type { Language } from '../i18n/languages';

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
  /** The Russian name (Palladius transcription), shown to Russian readers. */
  ruName: string;
  children?: Region[];
}

type Row = [code: string, name: string, engName: string, ruName: string];

const region = ([code, name, engName, ruName]: Row, cities?: Row[]): Region =>
  (cities ? { code, name, engName, ruName, children: cities.map((city) => region(city)) } : { code, name, engName, ruName });

/** A region's name in the reader's language. */
export const regionName = (r: Region, language: Language): string =>
  (language === 'zh_CN' ? r.name : language === 'en_US' ? r.engName : r.ruName);

export const regions: Region[] = [
  region(['110000', '北京市', 'Beijing', 'Пекин']),
  region(['120000', '天津市', 'Tianjin', 'Тяньцзинь']),
  region(['130000', '河北省', 'Hebei', 'Хэбэй'], [
    ['130100', '石家庄市', 'Shijiazhuang', 'Шицзячжуан'], ['130200', '唐山市', 'Tangshan', 'Таншань'], ['130600', '保定市', 'Baoding', 'Баодин'],
    ['130400', '邯郸市', 'Handan', 'Ханьдань'], ['131000', '廊坊市', 'Langfang', 'Ланфан'], ['130900', '沧州市', 'Cangzhou', 'Цанчжоу'],
  ]),
  region(['140000', '山西省', 'Shanxi', 'Шаньси'], [
    ['140100', '太原市', 'Taiyuan', 'Тайюань'], ['140200', '大同市', 'Datong', 'Датун'], ['140400', '长治市', 'Changzhi', 'Чанчжи'],
    ['140800', '运城市', 'Yuncheng', 'Юньчэн'], ['140700', '晋中市', 'Jinzhong', 'Цзиньчжун'],
  ]),
  region(['150000', '内蒙古自治区', 'Inner Mongolia', 'Внутренняя Монголия'], [
    ['150100', '呼和浩特市', 'Hohhot', 'Хух-Хото'], ['150200', '包头市', 'Baotou', 'Баотоу'], ['150600', '鄂尔多斯市', 'Ordos', 'Ордос'],
    ['150700', '呼伦贝尔市', 'Hulunbuir', 'Хулун-Буир'], ['152500', '锡林郭勒盟', 'Xilingol', 'Шилин-Гол'],
  ]),
  region(['210000', '辽宁省', 'Liaoning', 'Ляонин'], [
    ['210100', '沈阳市', 'Shenyang', 'Шэньян'], ['210200', '大连市', 'Dalian', 'Далянь'], ['210300', '鞍山市', 'Anshan', 'Аньшань'],
    ['210600', '丹东市', 'Dandong', 'Даньдун'], ['210800', '营口市', 'Yingkou', 'Инкоу'],
  ]),
  region(['220000', '吉林省', 'Jilin', 'Цзилинь'], [
    ['220100', '长春市', 'Changchun', 'Чанчунь'], ['220200', '吉林市', 'Jilin City', 'город Цзилинь'], ['220300', '四平市', 'Siping', 'Сыпин'],
    ['222400', '延边朝鲜族自治州', 'Yanbian', 'Яньбянь'], ['220700', '松原市', 'Songyuan', 'Сунъюань'],
  ]),
  region(['230000', '黑龙江省', 'Heilongjiang', 'Хэйлунцзян'], [
    ['230100', '哈尔滨市', 'Harbin', 'Харбин'], ['230200', '齐齐哈尔市', 'Qiqihar', 'Цицикар'], ['230600', '大庆市', 'Daqing', 'Дацин'],
    ['231000', '牡丹江市', 'Mudanjiang', 'Муданьцзян'], ['230800', '佳木斯市', 'Jiamusi', 'Цзямусы'],
  ]),
  region(['310000', '上海市', 'Shanghai', 'Шанхай']),
  region(['320000', '江苏省', 'Jiangsu', 'Цзянсу'], [
    ['320100', '南京市', 'Nanjing', 'Нанкин'], ['320500', '苏州市', 'Suzhou', 'Сучжоу'], ['320200', '无锡市', 'Wuxi', 'Уси'],
    ['320400', '常州市', 'Changzhou', 'Чанчжоу'], ['320600', '南通市', 'Nantong', 'Наньтун'], ['320300', '徐州市', 'Xuzhou', 'Сюйчжоу'],
  ]),
  region(['330000', '浙江省', 'Zhejiang', 'Чжэцзян'], [
    ['330100', '杭州市', 'Hangzhou', 'Ханчжоу'], ['330200', '宁波市', 'Ningbo', 'Нинбо'], ['330300', '温州市', 'Wenzhou', 'Вэньчжоу'],
    ['330700', '金华市', 'Jinhua', 'Цзиньхуа'], ['330600', '绍兴市', 'Shaoxing', 'Шаосин'], ['331000', '台州市', 'Taizhou', 'Тайчжоу'],
  ]),
  region(['340000', '安徽省', 'Anhui', 'Аньхой'], [
    ['340100', '合肥市', 'Hefei', 'Хэфэй'], ['340200', '芜湖市', 'Wuhu', 'Уху'], ['340300', '蚌埠市', 'Bengbu', 'Бэнбу'],
    ['340500', '马鞍山市', "Ma'anshan", 'Мааньшань'], ['341200', '阜阳市', 'Fuyang', 'Фуян'],
  ]),
  region(['350000', '福建省', 'Fujian', 'Фуцзянь'], [
    ['350100', '福州市', 'Fuzhou', 'Фучжоу'], ['350200', '厦门市', 'Xiamen', 'Сямынь'], ['350500', '泉州市', 'Quanzhou', 'Цюаньчжоу'],
    ['350600', '漳州市', 'Zhangzhou', 'Чжанчжоу'], ['350300', '莆田市', 'Putian', 'Путянь'],
  ]),
  region(['360000', '江西省', 'Jiangxi', 'Цзянси'], [
    ['360100', '南昌市', 'Nanchang', 'Наньчан'], ['360700', '赣州市', 'Ganzhou', 'Ганьчжоу'], ['360400', '九江市', 'Jiujiang', 'Цзюцзян'],
    ['361100', '上饶市', 'Shangrao', 'Шанжао'], ['360200', '景德镇市', 'Jingdezhen', 'Цзиндэчжэнь'],
  ]),
  region(['370000', '山东省', 'Shandong', 'Шаньдун'], [
    ['370100', '济南市', 'Jinan', 'Цзинань'], ['370200', '青岛市', 'Qingdao', 'Циндао'], ['370600', '烟台市', 'Yantai', 'Яньтай'],
    ['370700', '潍坊市', 'Weifang', 'Вэйфан'], ['371300', '临沂市', 'Linyi', 'Линьи'], ['370300', '淄博市', 'Zibo', 'Цзыбо'],
  ]),
  region(['410000', '河南省', 'Henan', 'Хэнань'], [
    ['410100', '郑州市', 'Zhengzhou', 'Чжэнчжоу'], ['410300', '洛阳市', 'Luoyang', 'Лоян'], ['410200', '开封市', 'Kaifeng', 'Кайфэн'],
    ['410700', '新乡市', 'Xinxiang', 'Синьсян'], ['411300', '南阳市', 'Nanyang', 'Наньян'], ['411000', '许昌市', 'Xuchang', 'Сюйчан'],
  ]),
  region(['420000', '湖北省', 'Hubei', 'Хубэй'], [
    ['420100', '武汉市', 'Wuhan', 'Ухань'], ['420500', '宜昌市', 'Yichang', 'Ичан'], ['420600', '襄阳市', 'Xiangyang', 'Сянъян'],
    ['420300', '十堰市', 'Shiyan', 'Шиянь'], ['421000', '荆州市', 'Jingzhou', 'Цзинчжоу'], ['420700', '鄂州市', 'Ezhou', 'Эчжоу'],
  ]),
  region(['430000', '湖南省', 'Hunan', 'Хунань'], [
    ['430100', '长沙市', 'Changsha', 'Чанша'], ['430200', '株洲市', 'Zhuzhou', 'Чжучжоу'], ['430300', '湘潭市', 'Xiangtan', 'Сянтань'],
    ['430400', '衡阳市', 'Hengyang', 'Хэнъян'], ['430600', '岳阳市', 'Yueyang', 'Юэян'],
  ]),
  region(['440000', '广东省', 'Guangdong', 'Гуандун'], [
    ['440100', '广州市', 'Guangzhou', 'Гуанчжоу'], ['440300', '深圳市', 'Shenzhen', 'Шэньчжэнь'], ['441900', '东莞市', 'Dongguan', 'Дунгуань'],
    ['440600', '佛山市', 'Foshan', 'Фошань'], ['441300', '惠州市', 'Huizhou', 'Хуэйчжоу'], ['442000', '中山市', 'Zhongshan', 'Чжуншань'],
  ]),
  region(['450000', '广西壮族自治区', 'Guangxi', 'Гуанси'], [
    ['450100', '南宁市', 'Nanning', 'Наньнин'], ['450200', '柳州市', 'Liuzhou', 'Лючжоу'], ['450300', '桂林市', 'Guilin', 'Гуйлинь'],
    ['450500', '北海市', 'Beihai', 'Бэйхай'], ['450400', '梧州市', 'Wuzhou', 'Учжоу'],
  ]),
  region(['460000', '海南省', 'Hainan', 'Хайнань'], [
    ['460100', '海口市', 'Haikou', 'Хайкоу'], ['460200', '三亚市', 'Sanya', 'Санья'], ['460300', '三沙市', 'Sansha', 'Саньша'],
    ['460400', '儋州市', 'Danzhou', 'Даньчжоу'],
  ]),
  region(['500000', '重庆市', 'Chongqing', 'Чунцин']),
  region(['510000', '四川省', 'Sichuan', 'Сычуань'], [
    ['510100', '成都市', 'Chengdu', 'Чэнду'], ['510700', '绵阳市', 'Mianyang', 'Мяньян'], ['510600', '德阳市', 'Deyang', 'Дэян'],
    ['511300', '南充市', 'Nanchong', 'Наньчун'], ['511500', '宜宾市', 'Yibin', 'Ибинь'], ['510500', '泸州市', 'Luzhou', 'Лучжоу'],
  ]),
  region(['520000', '贵州省', 'Guizhou', 'Гуйчжоу'], [
    ['520100', '贵阳市', 'Guiyang', 'Гуйян'], ['520300', '遵义市', 'Zunyi', 'Цзуньи'], ['520200', '六盘水市', 'Liupanshui', 'Лупаньшуй'],
    ['520400', '安顺市', 'Anshun', 'Аньшунь'], ['520500', '毕节市', 'Bijie', 'Бицзе'],
  ]),
  region(['530000', '云南省', 'Yunnan', 'Юньнань'], [
    ['530100', '昆明市', 'Kunming', 'Куньмин'], ['530300', '曲靖市', 'Qujing', 'Цюйцзин'], ['530400', '玉溪市', 'Yuxi', 'Юйси'],
    ['530700', '丽江市', 'Lijiang', 'Лицзян'], ['532900', '大理白族自治州', 'Dali', 'Дали'],
  ]),
  region(['540000', '西藏自治区', 'Tibet', 'Тибет'], [
    ['540100', '拉萨市', 'Lhasa', 'Лхаса'], ['540200', '日喀则市', 'Shigatse', 'Шигадзе'], ['540300', '昌都市', 'Chamdo', 'Чамдо'],
    ['540400', '林芝市', 'Nyingchi', 'Ньингчи'], ['540500', '山南市', 'Shannan', 'Шаньнань'],
  ]),
  region(['610000', '陕西省', 'Shaanxi', 'Шэньси'], [
    ['610100', '西安市', "Xi'an", 'Сиань'], ['610300', '宝鸡市', 'Baoji', 'Баоцзи'], ['610400', '咸阳市', 'Xianyang', 'Сяньян'],
    ['610500', '渭南市', 'Weinan', 'Вэйнань'], ['610800', '榆林市', 'Yulin', 'Юйлинь'], ['610600', '延安市', "Yan'an", 'Яньань'],
  ]),
  region(['620000', '甘肃省', 'Gansu', 'Ганьсу'], [
    ['620100', '兰州市', 'Lanzhou', 'Ланьчжоу'], ['620200', '嘉峪关市', 'Jiayuguan', 'Цзяюйгуань'], ['620500', '天水市', 'Tianshui', 'Тяньшуй'],
    ['620700', '张掖市', 'Zhangye', 'Чжанъе'], ['620900', '酒泉市', 'Jiuquan', 'Цзюцюань'],
  ]),
  region(['630000', '青海省', 'Qinghai', 'Цинхай'], [
    ['630100', '西宁市', 'Xining', 'Синин'], ['630200', '海东市', 'Haidong', 'Хайдун'], ['632800', '海西蒙古族藏族自治州', 'Haixi', 'Хайси'],
    ['632500', '海南藏族自治州', 'Hainan Prefecture', 'Хайнань (округ)'], ['632200', '海北藏族自治州', 'Haibei', 'Хайбэй'],
  ]),
  region(['640000', '宁夏回族自治区', 'Ningxia', 'Нинся'], [
    ['640100', '银川市', 'Yinchuan', 'Иньчуань'], ['640200', '石嘴山市', 'Shizuishan', 'Шицзуйшань'], ['640300', '吴忠市', 'Wuzhong', 'Учжун'],
    ['640400', '固原市', 'Guyuan', 'Гуюань'], ['640500', '中卫市', 'Zhongwei', 'Чжунвэй'],
  ]),
  region(['650000', '新疆维吾尔自治区', 'Xinjiang', 'Синьцзян'], [
    ['650100', '乌鲁木齐市', 'Urumqi', 'Урумчи'], ['650200', '克拉玛依市', 'Karamay', 'Карамай'], ['652700', '博尔塔拉蒙古自治州', 'Bortala', 'Боро-Тала'],
    ['654000', '伊犁哈萨克自治州', 'Ili', 'Или'], ['653100', '喀什地区', 'Kashgar', 'Кашгар'],
  ]),
  region(['710000', '台湾', 'Taiwan', 'Тайвань']),
  region(['810000', '香港特别行政区', 'Hong Kong', 'Гонконг']),
  region(['820000', '澳门特别行政区', 'Macao', 'Макао']),
  region(['900000', '钓鱼岛', 'Diaoyu Islands', 'Дяоюйдао']),
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
  const found = regionsOf(area);
  return found && (found[0].children ? found.map((r) => r.code) : [found[0].code]);
}

/** The province and city (the province twice for a region without cities) of a loading area. */
function regionsOf(area: string): [Region, Region] | undefined {
  for (const province of regions) {
    for (const city of province.children ?? [province]) {
      if (`${province.name}-${city.name}` === area) return [province, city];
    }
  }
  return undefined;
}

/**
 * A stored (Chinese) loading area as the reader says it, "Jiangsu-Suzhou"; a text that is not one of
 * the cascader's areas is returned as it is.
 */
export function localLoadingArea(area: string, language: Language): string {
  const found = regionsOf(area);
  return found ? found.map((r) => regionName(r, language)).join('-') : area;
}
