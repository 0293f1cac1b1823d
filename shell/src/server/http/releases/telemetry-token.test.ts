/** @jest-environment node */
import { telemetryTokens } from './telemetry-token';

const SECRET = 'a release token secret for these tests, 0123456789';

describe('telemetry tokens', () => {
  it('are the same bytes the hand-written HS256 signer wrote, issued at the start of the hour', async () => {
    // 2025-12-03 11:00:00 UTC, and a quarter of an hour later: the same token.
    const sign = telemetryTokens(SECRET, () => 1_764_759_600_000 + 15 * 60 * 1000);
    expect(await sign('0f6c7a52-3f8e-4c1b-9a7e-2d4b5c6d7e8f', { catalog: '1.2.3' })).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwZjZjN2E1Mi0zZjhlLTRjMWItOWE3ZS0yZDRiNWM2ZDdlOGYiLCJhdWQiOiJrYXN1d2EtdGVsZW1ldHJ5IiwidmVyc2lvbnMiOnsiY2F0YWxvZyI6IjEuMi4zIn0sImlhdCI6MTc2NDc1OTYwMCwiZXhwIjoxNzY0ODQ2MDAwfQ.hMG_asP5gOe_rQZp7-nUcoF7F3kyXm9EgZwNOqCbEmI',
    );
  });
});
