/** The portal's sign-in token lives in the 'Portal-Token' cookie; the identity flow writes it. */
const tokenCookie = 'Portal-Token';

export function readPortalToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)Portal-Token=([^;]*)/);
  const value = match ? decodeURIComponent(match[1] ?? '') : '';
  return value || undefined;
}

export function removePortalToken(): void {
  document.cookie = `${tokenCookie}=; path=/; max-age=0; SameSite=Lax`;
}
