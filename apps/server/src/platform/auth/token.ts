import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { cacheBounds } from '../cacheBounds';

interface Claims { sid: string; kind: string }

/** The bearer token only names a server-side session; revoking the session revokes the token. */
export class TokenIssuer {
  /** A key object, so verifying does not import the raw secret again on every call. */
  private key: KeyObject;
  /** Tokens already verified, with their expiry: a signature stays valid, so each is checked once. */
  private verified = new Map<string, Claims & { expiresAt: number }>();
  private readonly maxVerified = Math.max(1, cacheBounds().verifiedTokens);

  constructor(secret: string, private lifetimeSeconds = 12 * 3600) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(sessionId: string, kind: string): Promise<string> {
    return new SignJWT({ sid: sessionId, kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .sign(this.key);
  }

  async read(token: string): Promise<Claims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { sid: known.sid, kind: known.kind };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.kind !== 'string' || typeof payload.exp !== 'number') return null;
      if (this.verified.size >= this.maxVerified) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { sid: payload.sid, kind: payload.kind, expiresAt: payload.exp * 1000 });
      return { sid: payload.sid, kind: payload.kind };
    } catch {
      return null;
    }
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
