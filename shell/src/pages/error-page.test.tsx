import { act, fireEvent, screen, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderInShop, renderInShopWhenReady } from 'shop-sdk/testing/render';
import yo from '../messages/yo.json';
import { ErrorPage } from './error-page';
import { ERROR_TYPES, errorTypeOf, type ErrorType } from './error-types';

/** What each kind of error page says, written out here rather than read from the table the page uses. */
const EXPECTED: Record<ErrorType, { title: string; message: string; suggestions: string[] }> = {
  server: {
    title: 'Internal Server Error',
    message: 'Something went wrong on our side. Our team has been notified.',
    suggestions: [
      'Try again in a few moments',
      'Go back to the previous page',
      'Contact support if the problem continues',
    ],
  },
  network: {
    title: 'Network Connection Error',
    message: 'We could not reach Kasuwa. Please check your internet connection.',
    suggestions: [
      'Check that you are connected to the internet',
      'Turn mobile data or Wi-Fi off and on again',
      'Try again once your connection is back',
    ],
  },
  timeout: {
    title: 'Request Timeout',
    message: 'The request took too long to complete.',
    suggestions: [
      'Try again; the shop may be busy',
      'Check your connection speed',
      'Try again later if it keeps happening',
    ],
  },
  forbidden: {
    title: 'Access Denied',
    message: 'You do not have permission to view this page.',
    suggestions: [
      'Sign in with an account that has access',
      'Go back to the homepage',
      'Contact support if you think this is a mistake',
    ],
  },
  payment: {
    title: 'Payment Error',
    message: 'Your payment could not be processed. You have not been charged.',
    suggestions: [
      'Check your payment details',
      'Choose pay on delivery instead',
      'Contact your bank or our support team',
    ],
  },
  maintenance: {
    title: 'Under Maintenance',
    message: 'Kasuwa is being improved and will be back shortly.',
    suggestions: [
      'Check the status page for updates',
      'Come back in a little while',
      'Follow us for announcements',
    ],
  },
  general: {
    title: 'Something Went Wrong',
    message: 'An unexpected error occurred while loading this page.',
    suggestions: ['Refresh the page', 'Go back to the homepage', 'Contact support if the problem continues'],
  },
};

describe('ErrorPage', () => {
  afterEach(() => jest.useRealTimers());

  it.each(Object.entries(EXPECTED))(
    'shows the %s title, message, suggestions, an error ID and technical details',
    (type, expected) => {
      renderInShop(<ErrorPage type={type as ErrorType} error={new Error('boom')} />);
      expect(screen.getByRole('heading', { level: 1, name: expected.title })).toBeInTheDocument();
      expect(screen.getByText(expected.message)).toBeInTheDocument();
      const suggestions = screen.getByRole('heading', { level: 2, name: 'What you can do' })
        .nextElementSibling as HTMLElement;
      expect(
        within(suggestions)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(expected.suggestions);
      expect(screen.getByTestId('error-id')).toHaveTextContent(/^ERR-[0-9A-Z]+-[0-9A-Z]{1,5}$/);
      expect(screen.getByText('Technical details')).toBeInTheDocument();
      expect(screen.getByText(/Error: boom/)).toBeInTheDocument();
      for (const name of ['Go Back', 'Homepage'])
        expect(screen.getByRole('button', { name })).toBeInTheDocument();
      for (const name of ['Report', 'Contact Support', 'Help Center', 'Status'])
        expect(screen.getByRole('link', { name })).toBeInTheDocument();
    },
  );

  it('covers every kind of error the page knows', () => {
    expect(Object.keys(ERROR_TYPES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('shows the codes 500, 408, 403 and 503', () => {
    const codes = { server: '500', timeout: '408', forbidden: '403', maintenance: '503' } as const;
    for (const [type, code] of Object.entries(codes)) {
      const { unmount } = renderInShop(<ErrorPage type={type as ErrorType} />);
      expect(screen.getByText(code)).toBeInTheDocument();
      unmount();
    }
  });

  it('offers no Try Again during maintenance', () => {
    renderInShop(<ErrorPage type="maintenance" />);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('retries after a 2-second wait', () => {
    jest.useFakeTimers();
    const onRetry = jest.fn();
    renderInShop(<ErrorPage type="server" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1999));
    expect(onRetry).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('tells the kind of failure from the error', () => {
    const http = (status: number) =>
      new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
        status,
        statusText: '',
        data: {},
        headers: {},
        config: { headers: new AxiosHeaders() },
      });
    expect(errorTypeOf(http(500))).toBe('server');
    expect(errorTypeOf(http(403))).toBe('forbidden');
    expect(errorTypeOf(http(408))).toBe('timeout');
    expect(errorTypeOf(http(503))).toBe('maintenance');
    expect(errorTypeOf(http(402))).toBe('payment');
    expect(errorTypeOf(new AxiosError('timeout', 'ECONNABORTED'))).toBe('timeout');
    expect(errorTypeOf(new Error('Network Error'))).toBe('network');
    expect(errorTypeOf(new Error('anything'))).toBe('general');
  });
});

describe('ErrorPage in the shoppers’ languages', () => {
  it('is in Yoruba: its title, message, suggestions and actions (its words a catalogue fetched with it)', async () => {
    await renderInShopWhenReady(<ErrorPage type="network" />, { locale: 'yo', messages: yo });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Àṣìṣe ìsopọ̀ ayélujára' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ẹ yẹ̀ ẹ́ wò pé ẹ wà lórí ayélujára')).toBeInTheDocument();
    expect(screen.getByText('Kò sí àlàyé mìíràn.')).toBeInTheDocument();
    for (const name of ['Ẹ gbìyànjú lẹ́ẹ̀kan sí i', 'Padà sẹ́yìn', 'Ojú-ìwé àkọ́kọ́'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ibùdó ìrànlọ́wọ́' })).toHaveAttribute('href', '/faq');
  });
});
