import type { Language } from '@freight/domain';

export type CatalogueName = 'messages' | 'portal' | 'admin';
export type CatalogueTexts = Record<string, string>;

type Loader = () => Promise<{ default: CatalogueTexts }>;

/** Each catalogue in each language is a chunk of its own (see catalogueLanguages.ts); the page fetches the one it shows. */
const loaders: Record<CatalogueName, Record<Language, Loader>> = {
  messages: {
    zh_CN: () => import('virtual:catalogue/messages/zh_CN'),
    en_US: () => import('virtual:catalogue/messages/en_US'),
    ru_Ru: () => import('virtual:catalogue/messages/ru_Ru'),
  },
  portal: {
    zh_CN: () => import('virtual:catalogue/portal/zh_CN'),
    en_US: () => import('virtual:catalogue/portal/en_US'),
    ru_Ru: () => import('virtual:catalogue/portal/ru_Ru'),
  },
  admin: {
    zh_CN: () => import('virtual:catalogue/admin/zh_CN'),
    en_US: () => import('virtual:catalogue/admin/en_US'),
    ru_Ru: () => import('virtual:catalogue/admin/ru_Ru'),
  },
};

export async function loadCatalogue(name: CatalogueName, language: Language): Promise<CatalogueTexts> {
  return (await loaders[name][language]()).default;
}
