// Issue 16.5: no personal data in logs. A real failed query (a second account on the same phone)
// logged as the app logs errors must keep the SQL and the error's code but none of the values.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/lib/db/schema.ts';
import { createLogger } from '../../src/lib/log/logger.ts';
import { createTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger('info', stream), text: () => lines.join('') };
}

describe('error logs', () => {
  it('carry the failed SQL and its code, never its parameters or the clashing row', async () => {
    const row = { phone: '9876501234', firstName: 'Lakshmi', lastName: 'Prasanna', email: 'lakshmi.prasanna@example.in', referralCode: 'RDCT0001' };
    await t.deps.db.insert(users).values(row);
    const failure = await t.deps.db
      .insert(users)
      .values({ ...row, referralCode: 'RDCT0002' })
      .then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const raw = `${(failure as Error).message} ${(failure as Error).stack}`;
    expect(raw).toContain('9876501234'); // what would have reached the log

    const { log, text } = capture();
    log.error({ err: failure }, 'unhandled error');
    log.warn({ error: failure }, 'job failed');
    const written = text();
    for (const value of [row.phone, row.firstName, row.lastName, row.email, 'RDCT0002']) expect(written).not.toContain(value);
    expect(written).toContain('Failed query: insert into');
    expect(written).toContain('params: [redacted]');
    expect(written).toMatch(/"code":"23505"|duplicate key/);
    // The original error is untouched for the code that handles it.
    expect((failure as Error).message).toContain('9876501234');
  });
});
