import 'shop-sdk/testing/render';
import { act, screen, within } from '@testing-library/react';
import { renderInEnglish as render } from '../testing/intl';
import { LoadingScreen, type LoadingVariant } from './loading-screen';

describe('LoadingScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rotates its tips every 2 seconds', () => {
    render(<LoadingScreen variant="products" />);
    const tip = screen.getByTestId('loading-tip');
    expect(tip).toHaveTextContent('Tip: filter by category to find what you need faster.');
    act(() => jest.advanceTimersByTime(1999));
    expect(tip).toHaveTextContent('Tip: filter by category to find what you need faster.');
    act(() => jest.advanceTimersByTime(1));
    expect(tip).toHaveTextContent('Tip: add items to your wishlist to keep an eye on them.');
    act(() => jest.advanceTimersByTime(2000));
    expect(tip).toHaveTextContent('Tip: sale prices are shown beside the regular price.');
    act(() => jest.advanceTimersByTime(2000));
    expect(tip).toHaveTextContent('Tip: filter by category to find what you need faster.');
  });

  it.each<[LoadingVariant, string, string]>([
    ['products', 'Loading products...', 'Tip: filter by category to find what you need faster.'],
    ['checkout', 'Preparing your checkout...', 'Tip: check your delivery address before you confirm.'],
    ['shipping', 'Calculating shipping...', 'Tip: we deliver to all 36 states and the FCT.'],
    ['profile', 'Loading your account...', 'Tip: keep your phone number up to date for deliveries.'],
    ['general', 'Loading...', 'Tip: browse by category from the menu at the top.'],
  ])('the %s variant says "%s" and starts with its own first tip', (variant, title, firstTip) => {
    render(<LoadingScreen variant={variant} />);
    expect(within(screen.getByRole('status')).getByText(title)).toBeInTheDocument();
    expect(screen.getByTestId('loading-tip')).toHaveTextContent(firstTip);
  });

  it('is the general screen when no variant is given', () => {
    render(<LoadingScreen />);
    expect(within(screen.getByRole('status')).getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByTestId('loading-tip')).toHaveTextContent(
      'Tip: browse by category from the menu at the top.',
    );
  });
});
