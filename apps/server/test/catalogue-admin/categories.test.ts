// Issue 15.4: an editor adds, renames, describes, hides and reorders categories, and the viewer's
// lists follow on the next read (the catalogue cache is dropped after each change). Names are
// unique whatever their case, a reorder must name exactly the current set, every change is in the
// audit log, and a viewer is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CATALOGUE_MESSAGES,
  API,
  AdminCategoriesResponse,
  AdminCategoryResponse,
  FrontendCategoriesResponse,
  MESSAGES,
} from '@ott/contract';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';

const M = ADMIN_CATALOGUE_MESSAGES;
let t: TestApp;
let editor: TestClient;
let viewer: TestClient;

const patch = (client: TestClient, url: string, body: unknown) => client.request('PATCH', url, body);
const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, body);

async function add(name: string, extra: Record<string, unknown> = {}) {
  const res = await editor.post(API.adminCategories, { name, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return AdminCategoryResponse.parse(res.json()).category;
}

async function viewerNames() {
  const res = await viewer.get(API.frontendCategories);
  expect(res.statusCode, res.body).toBe(200);
  return FrontendCategoriesResponse.parse(res.json()).data.map((c) => c.name);
}

async function consoleList() {
  const res = await editor.get(API.adminCategories);
  expect(res.statusCode, res.body).toBe(200);
  return AdminCategoriesResponse.parse(res.json()).data;
}

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
  viewer = (await signIn(t)).client;
});
afterAll(() => t?.close());

describe('categories in the console', () => {
  it('adds categories last in the order, and viewers see them', async () => {
    expect(await viewerNames()).toEqual([]);
    const drama = await add('Drama', { description: 'Family stories' });
    expect(drama).toMatchObject({ name: 'Drama', description: 'Family stories', is_active: true, is_premium: false, videos_count: 0, image_url: null });
    const comedy = await add('  Comedy  ');
    expect(comedy.name).toBe('Comedy');
    expect(comedy.sort_order).toBeGreaterThan(drama.sort_order);
    expect(await viewerNames()).toEqual(['Drama', 'Comedy']);
  });

  it('refuses an empty name and a name already used, whatever its case', async () => {
    const empty = await editor.post(API.adminCategories, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: M.categoryNameRequired });
    const dup = await editor.post(API.adminCategories, { name: 'drama' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: M.categoryNameTaken });
    const [, comedy] = await consoleList();
    const rename = await patch(editor, API.adminCategory(comedy!.id), { name: 'DRAMA' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ message: M.categoryNameTaken });
    // Its own name in another case is fine.
    const recase = await patch(editor, API.adminCategory(comedy!.id), { name: 'comedy' });
    expect(recase.statusCode, recase.body).toBe(200);
  });

  it('renames, describes and marks premium; the viewer reads the change at once', async () => {
    const [drama] = await consoleList();
    const res = await patch(editor, API.adminCategory(drama!.id), { name: 'Family Drama', description: 'New', is_premium: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminCategoryResponse.parse(res.json())).toMatchObject({ message: M.saved, category: { name: 'Family Drama', description: 'New', is_premium: true } });
    const list = FrontendCategoriesResponse.parse((await viewer.get(API.frontendCategories)).json()).data;
    expect(list[0]).toMatchObject({ name: 'Family Drama', description: 'New', is_premium: true });
  });

  it("hides a category from the viewer's lists, and shows it again", async () => {
    const [drama] = await consoleList();
    const hide = await patch(editor, API.adminCategory(drama!.id), { is_active: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await viewerNames()).toEqual(['comedy']);
    expect((await viewer.get(API.activeCategories)).json()).toHaveLength(1);
    expect((await viewer.get(API.categoryVideos(drama!.id))).statusCode).toBe(404);
    // The console still lists it.
    expect((await consoleList()).map((c) => [c.name, c.is_active])).toEqual([
      ['Family Drama', false],
      ['comedy', true],
    ]);
    await patch(editor, API.adminCategory(drama!.id), { is_active: true });
    expect(await viewerNames()).toEqual(['Family Drama', 'comedy']);
  });

  it("reorders, and the viewer's order follows", async () => {
    await add('News');
    const ids = (await consoleList()).map((c) => c.id);
    const wanted = [ids[2]!, ids[0]!, ids[1]!];
    const res = await put(editor, API.adminCategoriesOrder, { ids: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminCategoriesResponse.parse(res.json()).data.map((c) => c.id)).toEqual(wanted);
    expect(await viewerNames()).toEqual(['News', 'Family Drama', 'comedy']);
  });

  it('refuses a reorder that is not exactly the current set', async () => {
    const ids = (await consoleList()).map((c) => c.id);
    for (const bad of [ids.slice(1), [...ids, 99_999], [ids[0]!, ids[0]!, ids[1]!], [ids[0]!, ids[1]!, 99_999]]) {
      const res = await put(editor, API.adminCategoriesOrder, { ids: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect([M.reorderMismatch, M.reorderDuplicate]).toContain(res.json().message);
    }
    expect((await consoleList()).map((c) => c.id)).toEqual(ids);
  });

  it('runs two reorders at once one after the other', async () => {
    const ids = (await consoleList()).map((c) => c.id);
    const a = [...ids].reverse();
    const b = [ids[1]!, ids[2]!, ids[0]!];
    const [ra, rb] = await Promise.all([put(editor, API.adminCategoriesOrder, { ids: a }), put(editor, API.adminCategoriesOrder, { ids: b })]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const final = (await consoleList()).map((c) => c.id);
    expect([a, b]).toContainEqual(final);
    expect(new Set((await consoleList()).map((c) => c.sort_order)).size).toBe(3);
  });

  it('lets only one of two names differing in case through when both arrive at once', async () => {
    const [a, b] = await Promise.all([editor.post(API.adminCategories, { name: 'Kids' }), editor.post(API.adminCategories, { name: 'KIDS' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await consoleList()).filter((c) => c.name.toLowerCase() === 'kids')).toHaveLength(1);
  });

  it('answers 404 for a category that does not exist', async () => {
    const res = await patch(editor, API.adminCategory(99_999), { name: 'Ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: M.categoryNotFound });
  });

  it('records every change in the audit log', async () => {
    const rows = (await auditRows(t)).filter((r) => r.targetType === 'category');
    expect(rows.map((r) => r.action)).toEqual([
      'category.create',
      'category.create',
      'category.update',
      'category.update',
      'category.update',
      'category.update',
      'category.create',
      'category.reorder',
      'category.reorder',
      'category.reorder',
      'category.create',
    ]);
    const hide = rows[4]!;
    expect(hide.before).toMatchObject({ is_active: true });
    expect(hide.after).toMatchObject({ is_active: false });
    expect(rows[7]!.after).toHaveProperty('order');
  });

  it('refuses a viewer (403)', async () => {
    for (const res of [await viewer.get(API.adminCategories), await viewer.post(API.adminCategories, { name: 'X' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
    }
  });
});
