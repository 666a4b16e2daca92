const returnPathKey = 'portal.signOn.returnPath';

/** Only a path inside the portal may be a return target: '/xjlb?page=2' yes, '//evil.example' or 'https://…' no. */
export function safeReturnPath(raw: string | null | undefined): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}

/** Begins sign-on: remembers where the visitor goes once the sign-on service sends them back. */
export function startSignOn(returnPath: string | null): void {
  sessionStorage.setItem(returnPathKey, safeReturnPath(returnPath));
}

/** The page to open after sign-on, read once. */
export function takeReturnPath(): string {
  const path = safeReturnPath(sessionStorage.getItem(returnPathKey));
  sessionStorage.removeItem(returnPathKey);
  return path;
}
