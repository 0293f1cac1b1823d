/**
 * The shop's SMS gateway (docs/operations.md, "SMS"): one way to send a text message, whatever carries it. Sign-in
 * codes use it today; order updates, back-in-stock notices and USSD follow-ups send through the same `send`.
 */
export interface SmsGateway {
  /** Sends `text` to `to` (E.164, +234…); resolves once the provider has taken it, throws when it has not. */
  send(to: string, text: string): Promise<SmsReceipt>;
}

/** What the provider answered for the one recipient. */
export interface SmsReceipt {
  /** The provider's id of the message (Africa's Talking's `messageId`). */
  messageId: string;
  /** Its status word (`Success`) and code (101: sent). */
  status: string;
  statusCode: number;
  /** What it cost, as the provider writes it (`NGN 2.2000`). */
  cost: string;
}

/** A message the provider refused (a bad number, no credit, a sender id not approved), or could not be asked. */
export class SmsNotSent extends Error {
  constructor(
    message: string,
    /** Whether sending again later may work (the provider was down, credit ran out), rather than never. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsNotSent';
  }
}
