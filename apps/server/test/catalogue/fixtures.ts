// Shared set-up for catalogue tests: a real app with the demo seed, and signed-in viewers made by
// inserting a user and a session row directly (the OTP flow has its own tests).
import { createTestApp, type TestApp } from '../helper.ts';
import { eq } from 'drizzle-orm';
import { sessions, users, videos } from '../../src/lib/db/schema.ts';
import { randomToken, sha256 } from '../../src/lib/http/tokens.ts';
import { seedDemo } from '../../src/features/seed/index.ts';
import type { Deps } from '../../src/lib/deps.ts';

export async function createSeededApp(): Promise<TestApp> {
  const t = await createTestApp();
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
  return t;
}

let phoneCounter = 0;

/** A signed-in viewer; `subscribedDays` > 0 gives an active subscription, < 0 an expired one. */
export async function createViewer(deps: Deps, opts: { subscribedDays?: number } = {}) {
  phoneCounter += 1;
  const phone = `98${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`;
  const end = opts.subscribedDays === undefined ? null : new Date(Date.now() + opts.subscribedDays * 86_400_000);
  const [user] = await deps.db
    .insert(users)
    .values({
      phone,
      referralCode: `T${phone}`,
      subscriptionType: end ? 'Premium Plan' : null,
      subscriptionStart: end ? new Date(Date.now() - 86_400_000) : null,
      subscriptionEnd: end,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  const token = randomToken();
  await deps.db.insert(sessions).values({
    userId: user.id,
    tokenHash: sha256(token),
    csrfToken: randomToken(16),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** The lowest-numbered ready (playable) video of the seed. */
export async function firstVideoId(t: TestApp): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.status, 'ready'))
    .orderBy(videos.id)
    .limit(1);
  if (!row) throw new Error('seed has no ready video');
  return row.id;
}
