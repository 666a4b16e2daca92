import { isLanguage, type Language } from '@freight/domain';

/**
 * The language a link asks for in its hash route's query (`#/quote/12?lang=ru_Ru`, as the quote mails write it),
 * taken off the address: the page opens in it, and a reload keeps whatever language the visitor picks afterwards.
 */
export function takeLinkLanguage(location: Location = window.location, history: History = window.history): Language | undefined {
  const [route = '', query = ''] = location.hash.split('?');
  const params = new URLSearchParams(query);
  const asked = params.get('lang');
  if (asked === null) return undefined;
  params.delete('lang');
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${route}${rest ? `?${rest}` : ''}`);
  return isLanguage(asked) ? asked : undefined;
}
