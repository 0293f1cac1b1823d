// The telemetry token of a browser's /runtime-config.json (docs/releases.md, section 4): a JWT (HS256) naming the
// browser's id and the versions chosen for it, which the API verifies (api/src/modules/releases/tokens.ts) with the same
// RELEASE_TOKEN_SECRET before it counts a load report. Signed with jose, as the API signs and verifies its tokens.
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  RELEASE_TOKEN_AUDIENCE,
  RELEASE_TOKEN_KEY_LABEL,
  RELEASE_TOKEN_TTL_S,
  type ReleaseRemote,
} from 'shared-contracts/schemas/releases';

const HOUR_S = 60 * 60;

export type TokenSigner = (
  browserId: string,
  versions: Partial<Record<ReleaseRemote, string>>,
) => Promise<string>;

/**
 * Signs tokens with a key derived from `secret`. Issued at the start of the hour, so the same browser with the same
 * versions gets the same token, and its /runtime-config.json the same ETag, for an hour. The claims are written in
 * the order they always were (sub, aud, versions, iat, exp), so a token is the same bytes it was before jose signed it.
 */
export function telemetryTokens(secret: string, now: () => number = Date.now): TokenSigner {
  const key = createHmac('sha256', secret).update(RELEASE_TOKEN_KEY_LABEL).digest();
  return (browserId, versions) => {
    const iat = Math.floor(now() / 1000 / HOUR_S) * HOUR_S;
    return new SignJWT({
      sub: browserId,
      aud: RELEASE_TOKEN_AUDIENCE,
      versions,
      iat,
      exp: iat + RELEASE_TOKEN_TTL_S,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
  };
}
