import type { Language } from './i18n/languages';

/**
 * The provider's company as its quote letterhead and the portal's footer show it: set in the server's configuration,
 * read by the web apps from GET /api/company. An empty field is left out where it would be shown.
 */
export interface CompanyProfile {
  /** The company's name in each interface language. */
  name: Record<Language, string>;
  /** The postal address in each interface language. */
  address: Record<Language, string>;
  phone: string;
  email: string;
}
