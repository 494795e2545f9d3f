// Helpers for the ads console tests: multipart posts, tus requests for an ad's video, an ad made
// through the API, and ad_events rows at chosen instants.
import { expect } from 'vitest';
import { ADMIN_ADS_API, AdminAdResponse, type CreateAdBody } from '@ott/contract';
import { adEvents } from '../../src/lib/db/schema.ts';
import type { TestApp, TestClient } from '../helper.ts';

export async function postForm(client: TestClient, url: string, form: FormData) {
  const request = new Request('http://x', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return client.request('POST', url, body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } });
}

export async function createAdVia(client: TestClient, body: Partial<CreateAdBody> & Pick<CreateAdBody, 'ad_type'>) {
  const res = await client.post(ADMIN_ADS_API.ads, { title: 'Test ad', description: '', external_url: null, call_to_action: 'Learn More', skip_after: 0, starts_at: null, ends_at: null, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return AdminAdResponse.parse(res.json()).ad;
}

const b64 = (value: string) => Buffer.from(value).toString('base64');
const tusHeaders = (extra: Record<string, string>) => ({ 'tus-resumable': '1.0.0', ...extra });

/** Creates a tus upload for an ad's video and sends the whole file in one PATCH; both answers. */
export async function uploadAdVideo(client: TestClient, adId: number, data: Buffer, name = 'ad.mp4') {
  const created = await client.request('POST', ADMIN_ADS_API.uploads, undefined, {
    headers: tusHeaders({ 'upload-length': String(data.length), 'upload-metadata': `ad_id ${b64(String(adId))},filename ${b64(name)}` }),
  });
  if (created.statusCode !== 201) return { created, patched: null };
  const patched = await client.request('PATCH', created.headers.location as string, data, {
    headers: tusHeaders({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
  });
  return { created, patched };
}

/** ad_events rows for `adId` at the given instants (each its own view). */
export async function insertEvents(t: TestApp, adId: number, kind: 'impression' | 'click', at: readonly Date[]) {
  if (at.length === 0) return;
  await t.deps.db.insert(adEvents).values(at.map((createdAt, i) => ({ adId, kind, viewKey: `v:test-${kind}-${createdAt.getTime()}-${i}`, createdAt })));
}
