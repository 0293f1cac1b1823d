import { isApiError, SessionExpiredError } from 'shop-runtime';
import type { ToastText } from './words';
import { messages } from 'shared-contracts/messages';
import type { ApiErrorBody, Envelope, OrderConflict } from 'shared-contracts/schemas/common';

/**
 * The client itself (one axios instance with the refresh and retry interceptors, axios loaded with the first request)
 * lives in the shop runtime, the one instance every part of the shop shares. What follows only reads answers and
 * errors, without axios, so it may load twice.
 */
export {
  apiClient,
  createApiClient,
  isApiError,
  SessionExpiredError,
  type ApiClient,
  type ApiClientOptions,
} from 'shop-runtime';

/** Reads an answer's `data` field. */
export const unwrap = <T>(response: { data: Envelope<T> }): T => response.data.data;

/**
 * The server's message or detail, else the fallback; a failure without a response body gets docs/storefront.md §8's text. An
 * internal server error (500) gets the fallback too: 'Internal server error' tells a shopper nothing they can act
 * on. The API's 502–504 answers (its database or password pool busy) are written for people, and are shown.
 */
export function errorMessage(error: unknown, fallback?: string): string;
export function errorMessage(error: unknown, fallback: ToastText): ToastText;
export function errorMessage(error: unknown, fallback: ToastText = messages.unexpected): ToastText {
  if (error instanceof SessionExpiredError) return error.message;
  if (isApiError<ApiErrorBody>(error)) {
    const body = error.response?.data;
    if (!body || typeof body !== 'object') return messages.unexpected;
    if (error.response?.status === 500) return fallback;
    return body.message || body.detail || fallback;
  }
  return fallback;
}

/** The detail of an API error, e.g. 'Authentication credentials were not provided.'. */
export const errorDetail = (error: unknown): string | undefined =>
  isApiError<ApiErrorBody>(error) ? error.response?.data?.detail : undefined;

export const fieldErrorsOf = (error: unknown): Record<string, string[]> | undefined =>
  isApiError<ApiErrorBody>(error) ? error.response?.data?.errors : undefined;

/** What stopped a checkout, from a 409's structured `conflict` field. */
export const orderConflictOf = (error: unknown): OrderConflict | undefined =>
  isApiError<ApiErrorBody>(error) ? error.response?.data?.conflict : undefined;

export const statusOf = (error: unknown): number | undefined =>
  isApiError(error) ? error.response?.status : undefined;
