// GET /popup-config.json (SPEC 7, 3 'Popup config'): the welcome popup's content and rules. A missing
// file, a failed request or a body that is not a popup config all give the default config (SPEC 9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, DEFAULT_POPUP_CONFIG, type PopupConfig } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { isPopupConfig } from './popup-config-shape.ts';

export async function getPopupConfig(signal?: AbortSignal): Promise<PopupConfig> {
  try {
    const body = await api.get<unknown>(API.popupConfig, { signal, skipAuthRedirect: true });
    return isPopupConfig(body) ? body : DEFAULT_POPUP_CONFIG;
  } catch (error) {
    if (signal?.aborted) throw error;
    return DEFAULT_POPUP_CONFIG;
  }
}

export const popupConfigQueryOptions = () =>
  queryOptions({ queryKey: ['popup-config'], queryFn: ({ signal }) => getPopupConfig(signal), staleTime: Infinity, retry: false });

/** Fetched only when `enabled` (a browser that has seen the popup never asks). */
export function usePopupConfig(enabled: boolean) {
  return useQuery({ ...popupConfigQueryOptions(), enabled });
}
