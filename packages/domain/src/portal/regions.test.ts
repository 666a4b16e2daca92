import { describe, expect, it } from 'vitest';
import { isLoadingArea, loadingAreaOf, localLoadingArea, regionPathOf, regions } from './regions';

const withoutCities = ['北京市', '天津市', '上海市', '重庆市', '香港特别行政区', '澳门特别行政区', '台湾', '钓鱼岛'];

describe('regions of the pickup cascader (portal.md §3, §9)', () => {
  it('lists the 34 provincial-level regions and the Diaoyu Islands, each province with at least 5 cities', () => {
    expect(regions).toHaveLength(35);
    expect(new Set(regions.map((r) => r.code)).size).toBe(35);
    expect(regions.filter((r) => !r.children).map((r) => r.name).sort()).toEqual([...withoutCities].sort());
    for (const province of regions.filter((r) => r.children)) {
      expect(province.children!.length, province.name).toBeGreaterThanOrEqual(4);
      expect(province.children!.every((c) => c.name && c.engName && c.ruName && c.code.slice(0, 2) === province.code.slice(0, 2))).toBe(true);
    }
  });

  it('names a loading area "province-city", or "name-name" without a sub level', () => {
    expect(loadingAreaOf(['440000', '440300'])).toBe('广东省-深圳市');
    expect(loadingAreaOf(['310000'])).toBe('上海市-上海市');
    expect(loadingAreaOf(['810000'])).toBe('香港特别行政区-香港特别行政区');
    expect(loadingAreaOf(['440000'])).toBeUndefined();
    expect(loadingAreaOf(['310000', '440300'])).toBeUndefined();
    expect(loadingAreaOf(['999999'])).toBeUndefined();
  });

  it('knows its own loading areas and their paths', () => {
    expect(isLoadingArea('四川省-成都市')).toBe(true);
    expect(isLoadingArea('四川省-深圳市')).toBe(false);
    expect(regionPathOf('重庆市-重庆市')).toEqual(['500000']);
    expect(regionPathOf('陕西省-西安市')).toEqual(['610000', '610100']);
    expect(regionPathOf('x')).toBeUndefined();
  });

  it('names every region in English and Russian, and a stored loading area in the reader\'s language', () => {
    const all = regions.flatMap((p) => [p, ...(p.children ?? [])]);
    expect(all.every((r) => /^[A-Za-z' ]+$/.test(r.engName) && /^[А-Яа-яЁё() -]+$/.test(r.ruName))).toBe(true);
    expect(localLoadingArea('江苏省-苏州市', 'en_US')).toBe('Jiangsu-Suzhou');
    expect(localLoadingArea('江苏省-苏州市', 'ru_Ru')).toBe('Цзянсу-Сучжоу');
    expect(localLoadingArea('上海市-上海市', 'ru_Ru')).toBe('Шанхай-Шанхай');
    expect(localLoadingArea('江苏省-苏州市', 'zh_CN')).toBe('江苏省-苏州市');
    expect(localLoadingArea('园区星湖街 8 号', 'en_US')).toBe('园区星湖街 8 号');
  });
});
