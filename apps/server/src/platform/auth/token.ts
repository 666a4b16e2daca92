import { SignJWT, jwtVerify } from 'jose';

/** The bearer token only names a server-side session; revoking the session revokes the token. */
export class TokenIssuer {
  private key: Uint8Array;

  constructor(secret: string, private lifetimeSeconds = 12 * 3600) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(sessionId: string, kind: string): Promise<string> {
    return new SignJWT({ sid: sessionId, kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .sign(this.key);
  }

  async read(token: string): Promise<{ sid: string; kind: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return typeof payload.sid === 'string' && typeof payload.kind === 'string' ? { sid: payload.sid, kind: payload.kind } : null;
    } catch {
      return null;
    }
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
