import { isObject, type Json } from '../json.js';
import { ProviderError } from './provider.js';

export interface PaystackConfig {
  /** `https://api.paystack.co`, or the local simulator's URL. */
  baseUrl: string;
  secretKey: string;
  /** How long one call may take. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Paystack's answer: its HTTP status and its envelope (`{status, message, data}`). */
export interface PaystackAnswer {
  status: number;
  envelope: Json;
}

export type PaystackMethod = 'GET' | 'POST' | 'DELETE';

export type PaystackRequest = (method: PaystackMethod, path: string, body?: Json) => Promise<PaystackAnswer>;

/**
 * The one HTTP client of Paystack's REST API, over `fetch`: the base URL and the secret key (as Bearer) from config,
 * a time limit on each call, and the JSON envelope read. Paystack out of reach, or an answer that is not an
 * envelope, is a ProviderError; what the envelope says is for the caller to judge.
 */
export function paystackRequest(config: PaystackConfig): PaystackRequest {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;

  return async (method, path, body) => {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ProviderError(`Paystack could not be reached: ${(err as Error).message}`, null);
    }
    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch {
      throw new ProviderError(`Paystack answered ${response.status} without JSON`, response.status);
    }
    if (!isObject(envelope))
      throw new ProviderError('Paystack answered without an envelope', response.status);
    return { status: response.status, envelope };
  };
}
