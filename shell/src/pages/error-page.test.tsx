import { act, fireEvent, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderInShop } from 'shared-contracts/testing/render';
import { ErrorPage } from './error-page';
import { ERROR_TYPES, errorTypeOf, type ErrorType } from './error-types';

const types = Object.keys(ERROR_TYPES) as ErrorType[];

describe('ErrorPage', () => {
  afterEach(() => jest.useRealTimers());

  it.each(types)('shows the %s title, suggestions, an error ID and technical details', (type) => {
    renderInShop(<ErrorPage type={type} error={new Error('boom')} />);
    const info = ERROR_TYPES[type];
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(info.title);
    for (const suggestion of info.suggestions) expect(screen.getByText(suggestion)).toBeInTheDocument();
    expect(screen.getByTestId('error-id')).toHaveTextContent(/^ERR-/);
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText(/Error: boom/)).toBeInTheDocument();
    for (const name of ['Go Back', 'Homepage'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['Report', 'Contact Support', 'Help Center', 'Status'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
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
