/** Small cookie access for the back office: the session token and remembered interface choices. */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** A page served over https keeps its cookies off plain connections: a token must never travel in clear. */
const attributes = () => `; path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;

/** Without `days` the cookie lasts for the browser session. */
export function writeCookie(name: string, value: string, days?: number): void {
  const lifetime = days === undefined ? '' : `; max-age=${days * 24 * 3600}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${lifetime}${attributes()}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; max-age=0${attributes()}`;
}
