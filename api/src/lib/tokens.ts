import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type Role = 'ADMIN' | 'REGULAR';
export interface AuthUser {
  id: number;
  role: Role;
  /** The refresh family (sign-in session) the token was issued to, as the `sid` claim. */
  session?: string;
}

export const ACCESS_TOKEN_TTL_S = 15 * 60;

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user: AuthUser): Promise<string> {
      return new SignJWT({ role: user.role, ...(user.session ? { sid: user.session } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_S)
        .sign(key);
    },
    /** Null for anything but a valid, unexpired HS256 token of ours. */
    async verify(token: string): Promise<AuthUser | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const id = Number(payload.sub);
        const role = payload.role;
        if (!Number.isInteger(id) || id < 1 || (role !== 'ADMIN' && role !== 'REGULAR')) return null;
        return typeof payload.sid === 'string' ? { id, role, session: payload.sid } : { id, role };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Opaque secrets (refresh, password reset) are stored only as their SHA-256. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
