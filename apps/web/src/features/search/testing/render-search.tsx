// Renders the search route with the location probe and a stand-in movie page with a Back button;
// fetch answers from a small fake catalogue.
import { useNavigate, useParams } from 'react-router';
import type { Category, Video } from '@ott/contract';
import { HOME_CACHE_MS } from '@ott/contract';
import { stubApi, success, type ApiStub } from '@/testing/api-stub.ts';
import { categoryPage, makeCategory, makeVideo } from '@/testing/fixtures.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { Component as SearchRoute } from '../routes/search-route.tsx';

/** A free title in the Movies category. */
export const videoTitled = (id: number, title: string, overrides: Partial<Video> = {}): Video =>
  makeVideo({ id, title, categories: [{ id: 1, name: 'Movies' }], ...overrides });

export interface FakeCatalogue {
  categories?: Category[];
  trending?: Video[];
  /** The server's answer to a search for `text`; a number is an HTTP error status. */
  search?: (text: string) => Video[] | number;
  categoryVideos?: (id: string, url: URL) => Video[];
}

export function stubCatalogue(fake: FakeCatalogue = {}) {
  return stubApi({
    'GET /api/frontend/categories/': () => success(fake.categories ?? []),
    'GET /api/videos/category/:id/': ({ params, url }) => ({
      body: categoryPage(makeCategory(Number(params.id), 'Category'), fake.categoryVideos?.(params.id!, url) ?? []),
    }),
    'GET /api/videos/': ({ query }) => {
      if (query.has('days')) return { body: fake.trending ?? [] };
      const answer = fake.search?.(query.get('title') ?? '') ?? [];
      return typeof answer === 'number' ? { status: answer, body: { message: 'boom' } } : { body: answer };
    },
  });
}

/** The search requests made so far (trending and category calls excluded). */
export const searchCalls = (api: ApiStub) => api.requests('/api/videos/').filter((url) => url.searchParams.has('title'));

function MoviePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Movie {id}</h1>
      <button type="button" onClick={() => void navigate(-1)}>
        Go back
      </button>
    </>
  );
}

export function renderSearch(at = '/search') {
  const routes = [{ path: 'search', element: <SearchRoute /> }, { path: 'movie/:id', element: <MoviePage /> }, stubPage('category/:id', 'Category page')];
  // The app's defaults (providers.tsx): answers stay fresh for 5 minutes.
  return renderRoutes(routes, { at, probe: true, staleTime: HOME_CACHE_MS });
}
