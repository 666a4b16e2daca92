import type { CompanyProfile } from '@freight/domain/company';
import { languages, type Language } from '@freight/domain/i18n/languages';
import { portalCatalogue } from '@freight/domain/i18n/portal';

/** The environment's suffix of each language: COMPANY_NAME_ZH, COMPANY_NAME_EN, COMPANY_NAME_RU. */
const suffixes: Record<Language, string> = { zh_CN: 'ZH', en_US: 'EN', ru_Ru: 'RU' };

/** The demo company's contact details, shown by `npm start` and the tests. */
const demoCompany = {
  address: {
    zh_CN: '中国上海市浦东新区世纪大道 100 号 25 楼，邮编 200120',
    en_US: '25/F, 100 Century Avenue, Pudong New Area, Shanghai 200120, China',
    ru_Ru: 'Китай, 200120, Шанхай, Новый район Пудун, проспект Столетия, 100, 25 этаж',
  },
  phone: '+86 21 6888 8888',
  email: 'office@globalfreight.example',
};

/** One text per language; a language left unset reads the English one, else the Chinese one, else `fallback`. */
function perLanguage(env: NodeJS.ProcessEnv, name: string, fallback: Record<Language, string>): Record<Language, string> {
  const set = (language: Language) => env[`${name}_${suffixes[language]}`]?.trim() ?? '';
  const any = set('en_US') || set('zh_CN');
  return Object.fromEntries(languages.map((language) => [language, set(language) || any || fallback[language]])) as Record<Language, string>;
}

/**
 * The provider's company (COMPANY_NAME_*, COMPANY_ADDRESS_*, COMPANY_PHONE, COMPANY_EMAIL). Its name defaults to the
 * product's company name; its contact details to the demo company's when demo data is on, else to nothing.
 */
export function companyFromEnv(env: NodeJS.ProcessEnv, demo: boolean): CompanyProfile {
  const none = { zh_CN: '', en_US: '', ru_Ru: '' };
  return {
    name: perLanguage(env, 'COMPANY_NAME', portalCatalogue['footer.company']),
    address: perLanguage(env, 'COMPANY_ADDRESS', demo ? demoCompany.address : none),
    phone: env.COMPANY_PHONE?.trim() || (demo ? demoCompany.phone : ''),
    email: env.COMPANY_EMAIL?.trim() || (demo ? demoCompany.email : ''),
  };
}
