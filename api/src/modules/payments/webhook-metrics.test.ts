import { webhookEventLabel, webhookResult } from './webhook-metrics.js';

describe('the labels webhooks are counted under', () => {
  it('keeps the events the shop acts on and folds every other name into one', () => {
    expect(webhookEventLabel('charge.success')).toBe('charge.success');
    expect(webhookEventLabel('charge.dispute.create')).toBe('charge.dispute.create');
    expect(webhookEventLabel('transfer.success')).toBe('other');
    expect(webhookEventLabel(`charge.success${'x'.repeat(100)}`)).toBe('other');
    expect(webhookEventLabel(null)).toBe('unknown');
  });

  it.each([
    ['paid', 'paid'],
    ['needs_review', 'needs_review'],
    ['error', 'error'],
    ['unknown reference', 'unmatched'],
    ['no open refund matches', 'unmatched'],
    ['refused: dispute unknown to Paystack', 'refused'],
    ['refund processed, refund failed', 'refund'],
    ['dispute awaiting-merchant-feedback', 'dispute'],
    ['dispute already resolved', 'dispute'],
  ])('reads the outcome %j as %s', (outcome, result) => {
    expect(webhookResult(outcome)).toBe(result);
  });
});
