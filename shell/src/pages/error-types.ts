import { statusOf } from 'shop-sdk';

export type ErrorType =
  'server' | 'network' | 'timeout' | 'forbidden' | 'payment' | 'maintenance' | 'general';

export interface ErrorTypeInfo {
  title: string;
  message: string;
  code?: number;
  suggestions: readonly string[];
  retry: boolean;
}

export const ERROR_TYPES: Record<ErrorType, ErrorTypeInfo> = {
  server: {
    title: 'Internal Server Error',
    message: 'Something went wrong on our side. Our team has been notified.',
    code: 500,
    suggestions: [
      'Try again in a few moments',
      'Go back to the previous page',
      'Contact support if the problem continues',
    ],
    retry: true,
  },
  network: {
    title: 'Network Connection Error',
    message: 'We could not reach Kasuwa. Please check your internet connection.',
    suggestions: [
      'Check that you are connected to the internet',
      'Turn mobile data or Wi-Fi off and on again',
      'Try again once your connection is back',
    ],
    retry: true,
  },
  timeout: {
    title: 'Request Timeout',
    message: 'The request took too long to complete.',
    code: 408,
    suggestions: [
      'Try again; the shop may be busy',
      'Check your connection speed',
      'Try again later if it keeps happening',
    ],
    retry: true,
  },
  forbidden: {
    title: 'Access Denied',
    message: 'You do not have permission to view this page.',
    code: 403,
    suggestions: [
      'Sign in with an account that has access',
      'Go back to the homepage',
      'Contact support if you think this is a mistake',
    ],
    retry: true,
  },
  payment: {
    title: 'Payment Error',
    message: 'Your payment could not be processed. You have not been charged.',
    suggestions: [
      'Check your payment details',
      'Choose pay on delivery instead',
      'Contact your bank or our support team',
    ],
    retry: true,
  },
  maintenance: {
    title: 'Under Maintenance',
    message: 'Kasuwa is being improved and will be back shortly.',
    code: 503,
    suggestions: [
      'Check the status page for updates',
      'Come back in a little while',
      'Follow us for announcements',
    ],
    retry: false,
  },
  general: {
    title: 'Something Went Wrong',
    message: 'An unexpected error occurred while loading this page.',
    suggestions: ['Refresh the page', 'Go back to the homepage', 'Contact support if the problem continues'],
    retry: true,
  },
};

/** What kind of failure an error is, for the error page. */
export function errorTypeOf(error: unknown): ErrorType {
  const status = statusOf(error);
  if (status === 403 || status === 401) return 'forbidden';
  if (status === 408) return 'timeout';
  if (status === 402) return 'payment';
  if (status === 503) return 'maintenance';
  if (status !== undefined && status >= 500) return 'server';
  if (error instanceof Error) {
    if ('code' in error && error.code === 'ECONNABORTED') return 'timeout';
    if (
      error.name === 'ChunkLoadError' ||
      error.name === 'RemoteLoadError' ||
      error.message === 'Network Error'
    )
      return 'network';
  }
  return 'general';
}

/** A short ID the shopper can quote to support. */
export const newErrorId = (): string =>
  `ERR-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

export function technicalDetails(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  if (error === undefined || error === null) return 'No further details.';
  return String(error);
}
