// The console's live streams (issue 15.4): the list, add, edit, picture upload and reorder. A move
// or a switch shows at once (the cache takes it) and goes back if the server refuses it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLiveStream,
  AdminLiveStreamEditResponse,
  AdminLiveStreamsResponse,
  CreateLiveStreamBody,
  LiveSourceTitlesResponse,
  UpdateLiveStreamBody,
} from '@ott/contract';
import { API } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { adminCategoriesQueryOptions } from './catalogue.ts';

export const liveKeys = {
  streams: [...adminKeys.all, 'live-streams'] as const,
  sourceTitles: (q: string) => [...adminKeys.all, 'live-source-titles', q] as const,
};
/** A picture upload may take a while on a phone's connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const adminLiveStreamsQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.streams,
    queryFn: async ({ signal }) => (await api.get<AdminLiveStreamsResponse>(API.adminLiveStreams, { signal })).data,
  });

/** Titles with a finished film whose name holds `q`: what an own channel can loop. */
export const liveSourceTitlesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: liveKeys.sourceTitles(q),
    queryFn: async ({ signal }) => (await api.get<LiveSourceTitlesResponse>(API.adminLiveSourceTitles, { query: { q }, signal })).data,
    enabled: q.trim() !== '',
    staleTime: 30_000,
  });

/** The categories a stream can go in (live streams share the catalogue's categories). */
export { adminCategoriesQueryOptions };

type Items = AdminLiveStream[];

function useStreamsChange<TInput, TResult>(send: (input: TInput) => Promise<TResult>, apply?: (items: Items, input: TInput) => Items) {
  const queryClient = useQueryClient();
  const key = liveKeys.streams;
  return useMutation({
    mutationFn: send,
    onMutate: async (input: TInput) => {
      if (!apply) return { before: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Items>(key);
      if (before) queryClient.setQueryData<Items>(key, apply(before, input));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useCreateLiveStream = () =>
  useStreamsChange((body: CreateLiveStreamBody) => api.post<AdminLiveStreamEditResponse>(API.adminLiveStreams, body));

export const useUpdateLiveStream = () =>
  useStreamsChange(
    ({ id, body }: { id: number; body: UpdateLiveStreamBody }) => apiRequest<AdminLiveStreamEditResponse>(API.adminLiveStream(id), { method: 'PATCH', body }),
    // The switches show at once; other fields wait for the server's answer.
    (items, { id, body }) =>
      items.map((s) =>
        s.id === id
          ? {
              ...s,
              ...(body.is_active !== undefined ? { is_active: body.is_active } : {}),
              ...(body.is_important !== undefined ? { is_important: body.is_important } : {}),
            }
          : s,
      ),
  );

export const useUploadLiveThumbnail = () =>
  useStreamsChange(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<AdminLiveStreamEditResponse>(API.adminLiveStreamThumbnail(id), form, { timeoutMs: UPLOAD_TIMEOUT_MS });
  });

export const useReorderLiveStreams = () =>
  useStreamsChange(
    (ids: readonly number[]) => apiRequest<AdminLiveStreamsResponse>(API.adminLiveStreamsOrder, { method: 'PUT', body: { ids } }),
    (items, ids) => ids.map((id) => items.find((s) => s.id === id)).filter((s): s is AdminLiveStream => s !== undefined),
  );
