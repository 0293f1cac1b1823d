// jsdom lacks the Web APIs that jose and the fetch-based code use in the browser.
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, { structuredClone: <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T });
}
