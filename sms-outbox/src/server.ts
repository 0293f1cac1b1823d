import { buildSmsOutbox } from './app.js';

// The SMS outbox on its own: `SMS_OUTBOX_PORT` (4500), messages kept in `SMS_DIR` (the API's DATA_DIR/sms), requests
// checked against `SMS_OUTBOX_API_KEY` as Africa's Talking checks its API key. With `USSD_CALLBACK_URL` and
// `USSD_EVENTS_URL` (the shop's USSD callbacks, with their key), also the USSD dialler at /ussd, dialling
// `USSD_SERVICE_CODE` (`*384*1234#`).
if (process.env.NODE_ENV === 'production') {
  console.error('The SMS outbox never runs in production.');
  process.exit(1);
}
const smsDir = process.env.SMS_DIR;
const apiKey = process.env.SMS_OUTBOX_API_KEY;
if (!smsDir || !apiKey) {
  console.error('SMS_DIR names the folder to keep messages in, SMS_OUTBOX_API_KEY the key the API sends.');
  process.exit(1);
}
const port = Number(process.env.SMS_OUTBOX_PORT || 4500);
const callbackUrl = process.env.USSD_CALLBACK_URL;
const eventsUrl = process.env.USSD_EVENTS_URL;
const ussd =
  callbackUrl && eventsUrl
    ? { callbackUrl, eventsUrl, serviceCode: process.env.USSD_SERVICE_CODE || '*384*1234#' }
    : undefined;
const outbox = buildSmsOutbox({ smsDir, apiKey, ussd });
await outbox.listen({ port, host: '127.0.0.1' });
console.info(
  `SMS outbox (development: the shop's text messages, none sent) on http://127.0.0.1:${port}` +
    (ussd ? `; the USSD dialler on http://127.0.0.1:${port}/ussd` : ''),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void outbox.close().then(() => process.exit(0)));
}
