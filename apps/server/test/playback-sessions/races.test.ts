// Issue 18.1: starts of one account fired at once never exceed its plan. Each start takes the
// account's advisory lock inside its transaction and counts what the previous one left, so the
// answers are exactly `limit` successes and 409s for the rest, and the table agrees. Run on PGlite
// and on PostgreSQL (DATABASE_URL), where the requests truly overlap on separate connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { StartPlaybackResponse } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp } from '../catalogue/fixtures.ts';
import { playbackSessions } from '../../src/lib/db/schema.ts';
import { device, idsOf, subscriberOn } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const [paid = 0] = idsOf('paid');

const openRows = (userId: number) =>
  t.deps.db.select().from(playbackSessions).where(and(eq(playbackSessions.userId, userId), isNull(playbackSessions.endedAt)));

describe('concurrent starts', () => {
  for (const [plan, limit] of [[1, 1], [2, 2]] as const) {
    it(`let exactly ${limit} of 6 devices play at once on plan ${plan}`, async () => {
      const viewer = await subscriberOn(t, plan);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => device(t, viewer, `web-race-${plan}-${i}-0000`).start(paid)),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(limit).fill(200), ...Array<number>(6 - limit).fill(409)]);
      const winners = answers.filter((res) => res.statusCode === 200).map((res) => StartPlaybackResponse.parse(res.json()).session.id);
      expect((await openRows(viewer.user.id)).map((row) => row.id).sort()).toEqual(winners.sort());
    });
  }

  it('leave one stream when one device starts five times at once (reloads)', async () => {
    const viewer = await subscriberOn(t, 1);
    const phone = device(t, viewer, 'web-race-reload-01');
    const answers = await Promise.all(Array.from({ length: 5 }, () => phone.start(paid)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await openRows(viewer.user.id)).toHaveLength(1);
  });

  it('let one of two devices taking over the same stream at once win, never both', async () => {
    const viewer = await subscriberOn(t, 1);
    const there = StartPlaybackResponse.parse((await device(t, viewer, 'web-race-there-01').start(paid)).json()).session.id;
    const answers = await Promise.all(['web-race-here-001', 'web-race-here-002'].map((id) => device(t, viewer, id).start(paid, there)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await openRows(viewer.user.id)).toHaveLength(1);
  });
});
