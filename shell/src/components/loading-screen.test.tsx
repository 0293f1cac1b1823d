import 'shared-contracts/testing/render';
import { act, render, screen } from '@testing-library/react';
import { LoadingScreen, type LoadingVariant } from './loading-screen';

describe('LoadingScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rotates its tips every 2 seconds', () => {
    render(<LoadingScreen variant="products" />);
    const tip = screen.getByTestId('loading-tip');
    const first = tip.textContent;
    act(() => jest.advanceTimersByTime(1999));
    expect(tip.textContent).toBe(first);
    act(() => jest.advanceTimersByTime(1));
    const second = tip.textContent;
    expect(second).not.toBe(first);
    act(() => jest.advanceTimersByTime(2000));
    expect(tip.textContent).not.toBe(second);
    act(() => jest.advanceTimersByTime(2000));
    expect(tip.textContent).toBe(first);
  });

  it.each<LoadingVariant>(['products', 'checkout', 'shipping', 'profile', 'general'])(
    'has a %s variant',
    (variant) => {
      render(<LoadingScreen variant={variant} />);
      expect(screen.getByRole('status')).toHaveTextContent(/Loading|Preparing|Calculating/);
    },
  );
});
