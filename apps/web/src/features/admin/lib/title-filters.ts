// The titles list's filters live in the URL query (?q=&status=&video_type=&category_id=&page=), so a
// reload or a shared link keeps them. Values the server would refuse read as not set.
import { AdminTitlesQuery } from '@ott/contract';

export const TITLES_PAGE_SIZE = 20;

export interface TitleFilters {
  q: string;
  status: string;
  video_type: string;
  category_id: string;
}

export const TITLE_FILTER_KEYS = ['q', 'status', 'video_type', 'category_id'] as const satisfies readonly (keyof TitleFilters)[];
export const EMPTY_TITLE_FILTERS: TitleFilters = { q: '', status: '', video_type: '', category_id: '' };

/** The filters and page a URL query holds. */
export function readTitleSearch(params: URLSearchParams): { filters: TitleFilters; page: number } {
  const filters = { ...EMPTY_TITLE_FILTERS };
  for (const key of TITLE_FILTER_KEYS) {
    const raw = params.get(key) ?? '';
    const value = key === 'q' ? raw : raw.trim();
    if (value.trim() && AdminTitlesQuery.shape[key].safeParse(value).success) filters[key] = value;
  }
  const page = AdminTitlesQuery.shape.page.safeParse(params.get('page') ?? undefined);
  return { filters, page: page.success ? page.data : 1 };
}

/** The URL query for these filters and page (empty values and page 1 left out). */
export function titleSearch(filters: TitleFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TITLE_FILTER_KEYS) if (filters[key].trim()) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** What GET /api/admin/titles/ is asked for. */
export function titlesRequest(filters: TitleFilters, page: number): Partial<AdminTitlesQuery> {
  const query: Partial<AdminTitlesQuery> = { page, page_size: TITLES_PAGE_SIZE };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.status) query.status = filters.status as AdminTitlesQuery['status'];
  if (filters.video_type) query.video_type = filters.video_type as AdminTitlesQuery['video_type'];
  if (filters.category_id) query.category_id = Number(filters.category_id);
  return query;
}
