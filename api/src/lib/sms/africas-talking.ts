import * as v from 'valibot';
import { SmsNotSent, type SmsGateway, type SmsReceipt } from './gateway.js';

/** Africa's Talking's live API; its sandbox is https://api.sandbox.africastalking.com (username `sandbox`). */
export const AFRICAS_TALKING_API_URL = 'https://api.africastalking.com';

export interface AfricasTalkingOptions {
  /** The API's origin (`SMS_API_URL`): Africa's Talking's, its sandbox's, or the local SMS outbox's. */
  baseUrl: string;
  /** The account's username (`AT_USERNAME`; `sandbox` for the sandbox). */
  username: string;
  /** The account's API key (`AT_API_KEY`), sent in the `apiKey` header. */
  apiKey: string;
  /** An approved sender id or short code (`AT_SENDER_ID`); the account's default when absent. */
  senderId?: string | undefined;
  /** How long one request may take. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** One recipient of `SMSMessageData.Recipients` in Africa's Talking's answer. */
const recipientSchema = v.object({
  statusCode: v.number(),
  number: v.string(),
  status: v.string(),
  cost: v.optional(v.string(), ''),
  messageId: v.optional(v.string(), ''),
});
const answerSchema = v.object({
  SMSMessageData: v.object({
    Message: v.optional(v.string(), ''),
    Recipients: v.array(recipientSchema),
  }),
});

/**
 * Africa's Talking's per-recipient codes: 100 Processed, 101 Sent, 102 Queued are taken; 405 InsufficientBalance,
 * 500 InternalServerError, 501 GatewayError are worth another try later; the rest (401 RiskHold, 402
 * InvalidSenderId, 403 InvalidPhoneNumber, 404 UnsupportedNumberType, 406 UserInBlacklist, 407 CouldNotRoute, 409
 * DoNotDisturbRejection, 502 RejectedByGateway) are not.
 */
const TAKEN = new Set([100, 101, 102]);
const RETRYABLE = new Set([405, 500, 501]);

/**
 * The gateway over Africa's Talking's bulk SMS API: `POST {baseUrl}/version1/messaging`, form-encoded `username`,
 * `to`, `message` and `from`, with the `apiKey` header; a taken message answers 201 with its recipient's status.
 */
export function africasTalkingGateway(options: AfricasTalkingOptions): SmsGateway {
  const { baseUrl, username, apiKey, senderId, timeoutMs = 15_000 } = options;
  const request = options.fetch ?? fetch;
  const url = `${baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    async send(to: string, text: string): Promise<SmsReceipt> {
      const body = new URLSearchParams({ username, to, message: text });
      if (senderId) body.set('from', senderId);
      let response: Response;
      try {
        response = await request(url, {
          method: 'POST',
          headers: {
            apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: body.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsNotSent(
          `Africa's Talking could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          true,
        );
      }
      const raw = await response.text();
      if (response.status !== 201 && response.status !== 200) {
        // Its errors are plain text ("The supplied authentication is invalid"): kept short in the job's error.
        throw new SmsNotSent(
          `Africa's Talking answered ${response.status}: ${raw.slice(0, 200)}`,
          response.status >= 500 || response.status === 429,
        );
      }
      let parsed: v.InferOutput<typeof answerSchema>;
      try {
        parsed = v.parse(answerSchema, JSON.parse(raw));
      } catch {
        throw new SmsNotSent(`Africa's Talking answered something unexpected: ${raw.slice(0, 200)}`, true);
      }
      const recipient = parsed.SMSMessageData.Recipients[0];
      if (!recipient) {
        throw new SmsNotSent(`Africa's Talking sent to nobody: ${parsed.SMSMessageData.Message}`, false);
      }
      if (!TAKEN.has(recipient.statusCode)) {
        throw new SmsNotSent(
          `Africa's Talking did not send to ${recipient.number}: ${recipient.status} (${recipient.statusCode})`,
          RETRYABLE.has(recipient.statusCode),
        );
      }
      return {
        messageId: recipient.messageId,
        status: recipient.status,
        statusCode: recipient.statusCode,
        cost: recipient.cost,
      };
    },
  };
}
