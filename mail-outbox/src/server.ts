import { buildOutbox } from './app.js';

// The outbox page on its own: `MAIL_OUTBOX_PORT` (4400), the mails of `MAIL_DIR` (the API's DATA_DIR/mail).
if (process.env.NODE_ENV === 'production') {
  console.error('The mail outbox page never runs in production.');
  process.exit(1);
}
const mailDir = process.env.MAIL_DIR;
if (!mailDir) {
  console.error('MAIL_DIR names the folder the API writes its mails to (DATA_DIR/mail).');
  process.exit(1);
}
const port = Number(process.env.MAIL_OUTBOX_PORT || 4400);
const outbox = buildOutbox({ mailDir });
await outbox.listen({ port, host: '127.0.0.1' });
console.info(`Mail outbox (development: the shop's mails, none sent) on http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void outbox.close().then(() => process.exit(0)));
}
