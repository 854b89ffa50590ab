import type { Language } from '@printfloor/contract';

/**
 * The 34 provincial divisions of china.geo.json by their division code, with the name the map
 * file uses (zh-CN) and the names shown in the other languages (pt-BR uses the pinyin names, as
 * en does).
 */
export const PROVINCES: readonly { code: string; zh: string; en: string; tw: string }[] = [
  { code: '110000', zh: '北京', en: 'Beijing', tw: '北京' },
  { code: '120000', zh: '天津', en: 'Tianjin', tw: '天津' },
  { code: '130000', zh: '河北', en: 'Hebei', tw: '河北' },
  { code: '140000', zh: '山西', en: 'Shanxi', tw: '山西' },
  { code: '150000', zh: '内蒙古', en: 'Inner Mongolia', tw: '內蒙古' },
  { code: '210000', zh: '辽宁', en: 'Liaoning', tw: '遼寧' },
  { code: '220000', zh: '吉林', en: 'Jilin', tw: '吉林' },
  { code: '230000', zh: '黑龙江', en: 'Heilongjiang', tw: '黑龍江' },
  { code: '310000', zh: '上海', en: 'Shanghai', tw: '上海' },
  { code: '320000', zh: '江苏', en: 'Jiangsu', tw: '江蘇' },
  { code: '330000', zh: '浙江', en: 'Zhejiang', tw: '浙江' },
  { code: '340000', zh: '安徽', en: 'Anhui', tw: '安徽' },
  { code: '350000', zh: '福建', en: 'Fujian', tw: '福建' },
  { code: '360000', zh: '江西', en: 'Jiangxi', tw: '江西' },
  { code: '370000', zh: '山东', en: 'Shandong', tw: '山東' },
  { code: '410000', zh: '河南', en: 'Henan', tw: '河南' },
  { code: '420000', zh: '湖北', en: 'Hubei', tw: '湖北' },
  { code: '430000', zh: '湖南', en: 'Hunan', tw: '湖南' },
  { code: '440000', zh: '广东', en: 'Guangdong', tw: '廣東' },
  { code: '450000', zh: '广西', en: 'Guangxi', tw: '廣西' },
  { code: '460000', zh: '海南', en: 'Hainan', tw: '海南' },
  { code: '500000', zh: '重庆', en: 'Chongqing', tw: '重慶' },
  { code: '510000', zh: '四川', en: 'Sichuan', tw: '四川' },
  { code: '520000', zh: '贵州', en: 'Guizhou', tw: '貴州' },
  { code: '530000', zh: '云南', en: 'Yunnan', tw: '雲南' },
  { code: '540000', zh: '西藏', en: 'Tibet', tw: '西藏' },
  { code: '610000', zh: '陕西', en: 'Shaanxi', tw: '陝西' },
  { code: '620000', zh: '甘肃', en: 'Gansu', tw: '甘肅' },
  { code: '630000', zh: '青海', en: 'Qinghai', tw: '青海' },
  { code: '640000', zh: '宁夏', en: 'Ningxia', tw: '寧夏' },
  { code: '650000', zh: '新疆', en: 'Xinjiang', tw: '新疆' },
  { code: '710000', zh: '台湾', en: 'Taiwan', tw: '臺灣' },
  { code: '810000', zh: '香港', en: 'Hong Kong', tw: '香港' },
  { code: '820000', zh: '澳门', en: 'Macao', tw: '澳門' },
];

export function provinceName(p: (typeof PROVINCES)[number], lang: Language): string {
  return lang === 'zh-CN' ? p.zh : lang === 'zh-TW' ? p.tw : p.en;
}

/** The map file's name → the shown name (ECharts series nameMap). */
export function nameMap(lang: Language): Record<string, string> {
  return Object.fromEntries(PROVINCES.map((p) => [p.zh, provinceName(p, lang)]));
}

/**
 * Sample orders per province: the same figures on every visit (a small linear congruential
 * generator seeded by the division code), heavier on the coastal provinces where print-on-demand
 * parcels mostly go.
 */
export function sampleOrders(): { code: string; value: number }[] {
  const coastal = new Set(['310000', '320000', '330000', '350000', '370000', '440000', '110000']);
  return PROVINCES.map((p) => {
    let seed = Number(p.code) % 2147483647;
    seed = (seed * 48271) % 2147483647;
    const base = (seed % 900) + 100;
    return { code: p.code, value: coastal.has(p.code) ? base * 4 : base };
  });
}
