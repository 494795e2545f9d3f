// Title edits in the console: a picture must be one of the title's options (frames, uploads), or the
// one it already has, so a seeded title's artwork, which is no option, can be kept as it is; ids past
// PostgreSQL's integer are the contract's 400, never a database error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES, API, AdminTitleResponse } from '@ott/contract';
import { videos } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signInWithRoles } from '../admin/operators.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/admin/titles/{id}/ artwork', () => {
  it('keeps a saved picture that is no option, and refuses any other path', async () => {
    const { client } = await signInWithRoles(t, ['editor']);
    // As the demo seed makes them: artwork under demo/, no title_images row.
    const [seeded] = await t.deps.db
      .insert(videos)
      .values({ title: 'Godavari Sunrise', status: 'ready', thumbnailUrl: 'demo/godavari-sunrise/landscape.jpg', posterUrl: 'demo/godavari-sunrise/landscape.jpg', portraitThumbnailUrl: 'demo/godavari-sunrise/portrait.jpg' })
      .returning();
    const kept = await client.request('PATCH', API.adminTitle(seeded!.id), { landscape_image: seeded!.thumbnailUrl, portrait_image: seeded!.portraitThumbnailUrl }, { bearer: true });
    expect(kept.statusCode, kept.body).toBe(200);
    const title = AdminTitleResponse.parse(kept.json()).title;
    expect(title.landscape_image).toBe(seeded!.thumbnailUrl);

    const other = await client.request('PATCH', API.adminTitle(seeded!.id), { landscape_image: 'demo/another-title/poster.jpg' }, { bearer: true });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(ADMIN_TITLE_MESSAGES.imageNotOption);
    const [after] = await t.deps.db.select().from(videos).where(eq(videos.id, seeded!.id));
    expect(after?.thumbnailUrl).toBe(seeded!.thumbnailUrl);
  });
});

describe('DELETE /api/admin/titles/{id}/subtitles/{subtitleId}/', () => {
  it('answers ids past PostgreSQL integer with a 400 in words', async () => {
    const { client } = await signInWithRoles(t, ['editor']);
    for (const url of ['/api/admin/titles/1/subtitles/99999999999/', '/api/admin/titles/99999999999/subtitles/1/']) {
      const res = await client.request('DELETE', url, undefined, { bearer: true });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/at most 2147483647/);
    }
  });
});
