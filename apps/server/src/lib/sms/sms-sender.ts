// SMS delivery behind one interface (ARCHITECTURE 5): a console/outbox sender for development and
// an MSG91-style HTTP provider for production, chosen by configuration.
export interface SmsMessage {
  phone: string;
  body: string;
  /** The one-time code, when the message carries one (the outbox keeps it for /dev/outbox). */
  code?: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
