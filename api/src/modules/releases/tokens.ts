import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import {
  RELEASE_TOKEN_AUDIENCE,
  RELEASE_TOKEN_KEY_LABEL,
  RELEASE_TOKEN_TTL_S,
  releaseTokenClaimsSchema,
  type ReleaseTokenClaims,
} from 'shared-contracts/schemas/releases';

/**
 * The telemetry tokens the shop's server writes into each browser's runtime config (docs/releases.md): the API
 * verifies them with the secret it shares with that server (`RELEASE_TOKEN_SECRET`) and counts a report only for
 * the versions its token names.
 */
export interface ReleaseTokens {
  /** The claims of a valid, unexpired token, else null. */
  verify(token: string, now?: Date): Promise<ReleaseTokenClaims | null>;
  /** What the shop's server does for a browser; the API signs only in tests and benches. */
  sign(claims: ReleaseTokenClaims, now?: Date): Promise<string>;
  /** A keyed digest (32 hex digits) of a browser id or an address: kept instead of the value itself. */
  digest(value: string): string;
}

export function createReleaseTokens(secret: string): ReleaseTokens {
  const key = createHmac('sha256', secret).update(RELEASE_TOKEN_KEY_LABEL).digest();
  const digestKey = createHmac('sha256', secret).update('kasuwa telemetry digest').digest();
  return {
    async verify(token, now = new Date()) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: RELEASE_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'iat', 'exp'],
          maxTokenAge: RELEASE_TOKEN_TTL_S,
          currentDate: now,
        });
        const claims = v.safeParse(releaseTokenClaimsSchema, payload);
        return claims.success ? claims.output : null;
      } catch {
        return null;
      }
    },
    sign(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ versions: claims.versions })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setAudience(RELEASE_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + RELEASE_TOKEN_TTL_S)
        .sign(key);
    },
    digest: (value) => createHmac('sha256', digestKey).update(value).digest('hex').slice(0, 32),
  };
}
