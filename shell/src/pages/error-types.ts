import type { MessageDescriptor } from 'react-intl';
import { statusOf } from 'shop-sdk';
import { errorTypeMessages } from './error.messages';

export type ErrorType =
  'server' | 'network' | 'timeout' | 'forbidden' | 'payment' | 'maintenance' | 'general';

export interface ErrorTypeInfo {
  title: MessageDescriptor;
  message: MessageDescriptor;
  code?: number;
  suggestions: readonly MessageDescriptor[];
  retry: boolean;
}

const m = errorTypeMessages;

/** Each kind's words (in error.messages.ts, with their English), its code and whether it offers Try Again. */
export const ERROR_TYPES: Record<ErrorType, ErrorTypeInfo> = {
  server: {
    title: m.serverTitle,
    message: m.serverMessage,
    code: 500,
    suggestions: [m.serverTip1, m.serverTip2, m.contactIfContinues],
    retry: true,
  },
  network: {
    title: m.networkTitle,
    message: m.networkMessage,
    suggestions: [m.networkTip1, m.networkTip2, m.networkTip3],
    retry: true,
  },
  timeout: {
    title: m.timeoutTitle,
    message: m.timeoutMessage,
    code: 408,
    suggestions: [m.timeoutTip1, m.timeoutTip2, m.timeoutTip3],
    retry: true,
  },
  forbidden: {
    title: m.forbiddenTitle,
    message: m.forbiddenMessage,
    code: 403,
    suggestions: [m.forbiddenTip1, m.goBackHome, m.forbiddenTip3],
    retry: true,
  },
  payment: {
    title: m.paymentTitle,
    message: m.paymentMessage,
    suggestions: [m.paymentTip1, m.paymentTip2, m.paymentTip3],
    retry: true,
  },
  maintenance: {
    title: m.maintenanceTitle,
    message: m.maintenanceMessage,
    code: 503,
    suggestions: [m.maintenanceTip1, m.maintenanceTip2, m.maintenanceTip3],
    retry: false,
  },
  general: {
    title: m.generalTitle,
    message: m.generalMessage,
    suggestions: [m.generalTip1, m.goBackHome, m.contactIfContinues],
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

/** The error as the code knows it (in English); null when there is none. */
export function technicalDetails(error: unknown): string | null {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  if (error === undefined || error === null) return null;
  return String(error);
}
