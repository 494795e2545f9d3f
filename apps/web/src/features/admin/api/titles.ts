// The console's catalogue (issue 15): GET /api/admin/titles/ (list), the title itself (GET, PATCH),
// its ingest (retry, cancel), publishing, artwork and subtitles. Every change answers with the title
// (AdminTitleResponse) where the contract says so; the cache then holds the server's copy.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTitleResponse, AdminTitlesQuery, AdminTitlesResponse, CreateTitleBody, PublishTitleBody, UpdateTitleBody } from '@ott/contract';
import { API } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { isIngestMoving, isPromoMoving, MOVING_STATUS } from '../lib/title-media.ts';
import { adminKeys } from './admin-keys.ts';

/** Multipart uploads (artwork, subtitles) may take longer than the client's usual 15 s. */
const UPLOAD_TIMEOUT_MS = 120_000;
const TITLE_POLL_MS = 2000;
const LIST_POLL_MS = 5000;

export const titlesQueryOptions = (query: Partial<AdminTitlesQuery>) =>
  queryOptions({
    queryKey: adminKeys.titleList(query),
    queryFn: ({ signal }) => api.get<AdminTitlesResponse>(API.adminTitles, { query, signal }),
    placeholderData: keepPreviousData,
    // Rows still uploading or processing show a live percent.
    refetchInterval: (q) => (q.state.data?.data.some((row) => MOVING_STATUS.includes(row.status)) ? LIST_POLL_MS : false),
  });

export const titleQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: adminKeys.title(id),
    queryFn: async ({ signal }) => (await api.get<AdminTitleResponse>(API.adminTitle(id), { signal })).title,
    // Every 2 s while the film uploads, waits or transcodes, or the promo clip waits or transcodes.
    refetchInterval: (q) =>
      isIngestMoving(q.state.data?.ingest?.state) || isPromoMoving(q.state.data?.promo?.state) ? TITLE_POLL_MS : false,
  });

export const createTitle = (body: CreateTitleBody) => api.post<AdminTitleResponse>(API.adminTitles, body);

/** A change that answers with the title: the cache takes it, and the lists ask again. */
function useTitleChange<T>(id: number | string, send: (input: T) => Promise<AdminTitleResponse | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (result?.title) queryClient.setQueryData(adminKeys.title(id), result.title);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.title(id) }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.titles, 'list'] }),
      ]),
  });
}

export const useUpdateTitle = (id: number) =>
  useTitleChange(id, (body: UpdateTitleBody) => apiRequest<AdminTitleResponse>(API.adminTitle(id), { method: 'PATCH', body }));

export const usePublishTitle = (id: number) => useTitleChange(id, (body: PublishTitleBody) => api.post<AdminTitleResponse>(API.adminTitlePublish(id), body));

export const useUnpublishTitle = (id: number) => useTitleChange(id, () => api.post<AdminTitleResponse>(API.adminTitleUnpublish(id), {}));

export const useRetryIngest = (id: number) => useTitleChange(id, () => api.post<AdminTitleResponse>(API.adminTitleIngestRetry(id), {}));

export const useCancelIngest = (id: number) => useTitleChange(id, () => api.post<AdminTitleResponse>(API.adminTitleIngestCancel(id), {}));

export const useUploadImage = (id: number) =>
  useTitleChange(id, (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<AdminTitleResponse>(API.adminTitleImages(id), form, { timeoutMs: UPLOAD_TIMEOUT_MS });
  });

export const useAddSubtitle = (id: number) =>
  useTitleChange(id, ({ language, label, file }: { language: string; label: string; file: File }) => {
    const form = new FormData();
    form.append('language', language);
    form.append('label', label);
    form.append('file', file);
    return api.post<AdminTitleResponse>(API.adminTitleSubtitles(id), form, { timeoutMs: UPLOAD_TIMEOUT_MS });
  });

export const useRemoveSubtitle = (id: number) =>
  useTitleChange(id, (subtitleId: number) => apiRequest<AdminTitleResponse>(API.adminTitleSubtitle(id, subtitleId), { method: 'DELETE' }));
