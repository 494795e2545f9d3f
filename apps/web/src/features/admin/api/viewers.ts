// The console's viewers (issue 17.1, support role): search, the viewer page, and its actions.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GrantSubscriptionBody,
  ViewerActionResponse,
  ViewerDetailResponse,
  ViewerSearchResponse,
  ViewerSearchStatus,
} from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const viewerKeys = {
  all: [...adminKeys.all, 'viewers'] as const,
  search: (search: ViewerSearch) => [...adminKeys.all, 'viewers', 'search', search] as const,
  one: (id: number | string) => [...adminKeys.all, 'viewers', 'one', String(id)] as const,
};

export interface ViewerSearch {
  q: string;
  status: ViewerSearchStatus;
  page: number;
}

export const viewerSearchQueryOptions = (search: ViewerSearch) =>
  queryOptions({
    queryKey: viewerKeys.search(search),
    queryFn: ({ signal }) =>
      api.get<ViewerSearchResponse>(API.adminViewers, { query: { ...search }, signal }),
    placeholderData: keepPreviousData,
  });

export const viewerQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: viewerKeys.one(id),
    queryFn: ({ signal }) => api.get<ViewerDetailResponse>(API.adminViewer(id), { signal }),
  });

/** One action of the viewer page; afterwards the page (and any search) is read again. */
function useViewerAction<TInput>(send: (input: TInput) => Promise<ViewerActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewerKeys.all }),
  });
}

export const useBlockViewer = (id: number) =>
  useViewerAction((reason: string) =>
    api.post<ViewerActionResponse>(API.adminViewerBlock(id), { reason }),
  );
export const useUnblockViewer = (id: number) =>
  useViewerAction(() => api.post<ViewerActionResponse>(API.adminViewerUnblock(id)));
export const useSignOutViewer = (id: number) =>
  useViewerAction(() => api.post<ViewerActionResponse>(API.adminViewerSignOut(id)));
export const useGrantSubscription = (id: number) =>
  useViewerAction((body: GrantSubscriptionBody) =>
    api.post<ViewerActionResponse>(API.adminViewerGrant(id), body),
  );
