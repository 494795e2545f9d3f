// Test-only: the console with its categories and hero carousel screens, and contract-shaped
// answers for them (a tiny in-memory server that applies PATCH, PUT, POST and DELETE).
import { API, ADMIN_CATALOGUE_MESSAGES, MESSAGES, type AdminCategory, type AdminHeroSlide, type AdminTitleRow, type OperatorRole } from '@ott/contract';
import { liveStreamRoutes, type LiveState } from './live-stubs.ts';
import type { Routes } from '@/testing/api-stub.ts';
import { CategoriesRoute, HeroRoute, LiveStreamsRoute } from '../routes/catalogue-routes.tsx';
import { pageOf, renderConsoleWith, stubConsole } from './render-console.tsx';

export function renderCatalogue(at: string) {
  return renderConsoleWith(at, [
    { path: 'categories', element: <CategoriesRoute /> },
    { path: 'hero', element: <HeroRoute /> },
    { path: 'live', element: <LiveStreamsRoute /> },
  ]);
}

export const makeCategory = (overrides: Partial<AdminCategory> = {}): AdminCategory => ({
  id: 1,
  name: 'Movies',
  description: 'Feature films',
  image_url: null,
  is_premium: false,
  is_active: true,
  sort_order: 1,
  videos_count: 12,
  ...overrides,
});

export const makeSlide = (overrides: Partial<AdminHeroSlide> = {}): AdminHeroSlide => ({
  id: 1,
  video_id: 7,
  title: 'Pushpa 2',
  landscape_image_url: 'https://media.example/art/pushpa-16x9.jpg',
  is_active: true,
  sort_order: 1,
  video_status: 'published',
  ...overrides,
});

export const publishedRow = (id: number, title: string): AdminTitleRow => ({
  id,
  title,
  video_type: 'free',
  category_name: 'Movies',
  status: 'published',
  publish_at: null,
  duration: 7200,
  landscape_image_url: null,
  ingest: null,
  updated_at: '2026-11-27T18:45:00.000Z',
});

export interface CatalogueState extends LiveState {
  roles?: OperatorRole[];
  categories: AdminCategory[];
  slides: AdminHeroSlide[];
  published?: AdminTitleRow[];
}

const M = ADMIN_CATALOGUE_MESSAGES;
const error = (status: number, message: string) => ({ status, body: { status: 'error', message } });

/** The catalogue endpoints answering from `state`, which the writes change as the server would. */
export function stubCatalogue(state: CatalogueState, extra: Routes = {}) {
  const sameSet = (current: { id: number }[], ids: number[]) => ids.length === current.length && current.every((item) => ids.includes(item.id));
  return stubConsole(
    { roles: state.roles ?? ['editor'] },
    {
      [`GET ${API.adminCategories}`]: () => ({ body: { status: 'success', data: state.categories } }),
      [`POST ${API.adminCategories}`]: (call) => {
        const { name } = call.body as { name: string };
        if (state.categories.some((c) => c.name.toLowerCase() === name.toLowerCase())) return error(409, M.categoryNameTaken);
        const category = makeCategory({ id: 100 + state.categories.length, name, description: '', videos_count: 0, sort_order: state.categories.length + 1 });
        state.categories = [...state.categories, category];
        return { body: { status: 'success', message: M.categoryCreated, category } };
      },
      [`PUT ${API.adminCategoriesOrder}`]: (call) => {
        const { ids } = call.body as { ids: number[] };
        if (!sameSet(state.categories, ids)) return error(400, M.reorderMismatch);
        state.categories = ids.map((id, i) => ({ ...state.categories.find((c) => c.id === id)!, sort_order: i + 1 }));
        return { body: { status: 'success', message: M.orderSaved, data: state.categories } };
      },
      [`PATCH /api/admin/categories/:id/`]: (call) => {
        const id = Number(call.params.id);
        const body = call.body as Partial<AdminCategory>;
        if (body.name && state.categories.some((c) => c.id !== id && c.name.toLowerCase() === body.name!.toLowerCase())) return error(409, M.categoryNameTaken);
        state.categories = state.categories.map((c) => (c.id === id ? { ...c, ...body } : c));
        return { body: { status: 'success', message: M.saved, category: state.categories.find((c) => c.id === id) } };
      },
      [`GET ${API.adminHeroSlides}`]: () => ({ body: { status: 'success', data: state.slides } }),
      [`POST ${API.adminHeroSlides}`]: (call) => {
        const { video_id } = call.body as { video_id: number };
        if (state.slides.some((s) => s.video_id === video_id)) return error(409, M.slideExists);
        const row = state.published?.find((r) => r.id === video_id);
        if (!row) return error(400, M.slideNeedsPublishedTitle);
        const slide = makeSlide({ id: 200 + state.slides.length, video_id, title: row.title, landscape_image_url: null, sort_order: state.slides.length + 1 });
        state.slides = [...state.slides, slide];
        return { body: { status: 'success', message: M.slideCreated, slide } };
      },
      [`PUT ${API.adminHeroSlidesOrder}`]: (call) => {
        const { ids } = call.body as { ids: number[] };
        if (!sameSet(state.slides, ids)) return error(400, M.reorderMismatch);
        state.slides = ids.map((id, i) => ({ ...state.slides.find((s) => s.id === id)!, sort_order: i + 1 }));
        return { body: { status: 'success', message: M.orderSaved, data: state.slides } };
      },
      [`PATCH /api/admin/hero-slides/:id/`]: (call) => {
        const id = Number(call.params.id);
        const { is_active } = call.body as { is_active: boolean };
        state.slides = state.slides.map((s) => (s.id === id ? { ...s, is_active } : s));
        return { body: { status: 'success', message: M.saved, slide: state.slides.find((s) => s.id === id) } };
      },
      [`DELETE /api/admin/hero-slides/:id/`]: (call) => {
        const id = Number(call.params.id);
        if (!state.slides.some((s) => s.id === id)) return error(404, M.slideNotFound);
        state.slides = state.slides.filter((s) => s.id !== id);
        return { body: { status: 'success', message: M.slideRemoved, data: state.slides } };
      },
      [`GET ${API.adminTitles}`]: (call) => {
        const q = (call.query.get('q') ?? '').toLowerCase();
        return { body: pageOf((state.published ?? []).filter((r) => r.title.toLowerCase().includes(q)) as never[]) };
      },
      ...liveStreamRoutes(state),
      ...extra,
    },
  );
}

export { MESSAGES };
