import { describe, expect, it } from 'vitest';
import { languages, portalCatalogue } from '@freight/domain';
import { railLclColumns } from './pages/railway/railLclColumns';
import { railFclColumns } from './pages/rail-fcl/railFclColumns';
import { seaFclColumns } from './pages/sea-fcl/seaFclColumns';
import { railInquiryColumns } from './pages/inquiries/railInquiryColumns';
import { fclInquiryColumns } from './pages/inquiries/fclInquiryColumns';
import { seaInquiryColumns } from './pages/inquiries/seaInquiryColumns';
import { shipmentModes } from './pages/home/shipmentModes';
import { inquiryHeadDetails } from './pages/inquiries/inquiryHeadColumns';

const keys = Object.keys(portalCatalogue);
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

describe('portal catalogue', () => {
  it('has a text in every language for every key', () => {
    for (const [key, texts] of Object.entries(portalCatalogue)) {
      for (const language of languages) expect(texts[language]?.trim(), `${key} ${language}`).toBeTruthy();
    }
  });

  it('has no key that is the start of another, so i18next can read every flat key', () => {
    for (const key of keys) expect(keys.filter((other) => other.startsWith(`${key}.`)), key).toEqual([]);
  });

  it('holds every key the portal source names literally', () => {
    const used = Object.values(sources).flatMap((text) => [...text.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('holds every key built from a name', () => {
    const columnLists: readonly (readonly ({ label: string } | { code: string })[])[] = [
      railLclColumns,
      railFclColumns,
      seaFclColumns,
      railInquiryColumns,
      fclInquiryColumns,
      seaInquiryColumns,
      inquiryHeadDetails,
    ];
    const labels = columnLists.flat().flatMap((spec) => ('label' in spec ? [spec.label] : []));
    const built = [
      ...[...labels, 'actions', 'surchargeType', 'feeName', 'amount', 'currency', 'remark'].map((label) => `column.${label}`),
      ...shipmentModes.flatMap((mode) => [`mode.${mode}`, `fare.${mode}`]),
      ...['rail', 'sea'].flatMap((network) =>
        ['loading', 'destination', 'loadingPlaceholder', 'destinationPlaceholder'].map((side) => `search.${network}.${side}`).concat(`ports.none.${network}`),
      ),
      ...['history', 'hot', 'results'].map((group) => `ports.group.${group}`),
      ...['origin', 'destination'].map((end) => `search.required.${end}`),
      ...['rail', 'sea'].map((network) => `rates.dateFrom.${network}`),
      ...['none', 'asc', 'desc'].map((order) => `sea.priceSort.${order}`),
      ...['destination', 'origin'].map((side) => `surcharge.${side}`),
      'rates.chooseRoute',
      'common.noData',
      'inquiries.none',
    ];
    expect(built.filter((key) => !keys.includes(key))).toEqual([]);
  });
});
