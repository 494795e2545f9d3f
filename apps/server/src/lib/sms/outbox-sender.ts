import type { Database } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import type { SmsSender } from './sms-sender.ts';

/** Development sender: writes the message to the log and to the outbox table read by /dev/outbox. */
export function createOutboxSender(db: Database, log: (msg: string) => void): SmsSender {
  return {
    name: 'console',
    async send({ phone, body, code }) {
      await db.insert(smsOutbox).values({ phone, body, code: code ?? null });
      log(`[sms] to +91${phone}: ${body}`);
    },
  };
}
