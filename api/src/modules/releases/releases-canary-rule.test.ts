import { canaryVerdict, DEFAULT_CANARY_RULE } from './canary.js';

describe('the canary rule', () => {
  const rule = DEFAULT_CANARY_RULE;
  it.each([
    // [canary browsers, of them failing, stable browsers, of them failing, stops]
    [49, 49, 1000, 0, false], // not enough browsers yet, however bad
    [50, 6, 1000, 20, true], // 12% against 2%: more than twice, above 1%
    [300, 12, 1000, 20, false], // 4% against 2%: exactly twice is not more than twice
    [300, 13, 1000, 20, true], // 4.3% against 2%
    [600, 6, 1000, 0, false], // 1% against nothing: not over the 1% floor
    [600, 7, 1000, 0, true], // 1.2% against nothing
    [60, 12, 1000, 150, false], // 20% against 15%: a bad time for everyone, not the canary's fault
    [60, 12, 0, 0, true], // stable not loaded at all: judged against 0
    [50, 5, 1000, 0, false], // 10%, but no more failing browsers than one client address may count for
  ])(
    '%i browsers with %i failing against stable %i/%i: stop %s',
    (browsers, failing, sBrowsers, sFailing, stops) => {
      expect(
        canaryVerdict({ browsers, failing }, { browsers: sBrowsers, failing: sFailing }, rule).stop,
      ).toBe(stops);
    },
  );

  it('takes its thresholds from the rule it is given', () => {
    const canary = { browsers: 20, failing: 3 };
    const stable = { browsers: 20, failing: 0 };
    expect(canaryVerdict(canary, stable, rule).stop).toBe(false);
    const small = { ...rule, minBrowsers: 20, browsersPerAddress: 2 };
    expect(canaryVerdict(canary, stable, small).stop).toBe(true);
    expect(canaryVerdict(canary, stable, { ...small, floor: 0.2 }).stop).toBe(false);
    expect(canaryVerdict(canary, stable, { ...small, browsersPerAddress: 3 }).stop).toBe(false);
  });
});
