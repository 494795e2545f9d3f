// Offline download licences (issue 18.3): GET/POST /api/downloads/, POST /api/downloads/{id}/played/,
// DELETE /api/downloads/{id}/. The copies themselves are the downloads feature's business.
import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type CreateDownloadBody,
  type DownloadListResponse,
  type DownloadPlayedBody,
  type DownloadResponse,
} from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';

export const downloadsKeys = { all: ['downloads'] as const };

export function listDownloads(signal?: AbortSignal): Promise<DownloadListResponse> {
  return api.get<DownloadListResponse>(API.downloads, { signal });
}

/** The viewer's licences and their plan's limit; fresh for a minute (the movie page and /downloads share it). */
export const downloadsQueryOptions = () =>
  queryOptions({ queryKey: downloadsKeys.all, queryFn: ({ signal }) => listDownloads(signal), staleTime: 60_000, retry: false });

export function createDownload(body: CreateDownloadBody): Promise<DownloadResponse> {
  return api.post<DownloadResponse>(API.downloads, body);
}

export function markDownloadPlayed(id: number, body: DownloadPlayedBody = {}): Promise<DownloadResponse> {
  return api.post<DownloadResponse>(API.downloadPlayed(id), body);
}

export function deleteDownload(id: number): Promise<unknown> {
  return apiRequest<unknown>(API.download(id), { method: 'DELETE' });
}
