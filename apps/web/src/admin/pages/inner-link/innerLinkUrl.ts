/** Back-office.md §2: the route's query parameters are appended to the embedded address as key=value joined by &. */
export function innerLinkUrl(link: string, query: URLSearchParams): string {
  const params = [...query.entries()].map(([key, value]) => `${key}=${value}`).join('&');
  if (!params) return link;
  return `${link}${link.includes('?') ? '&' : '?'}${params}`;
}
