// The title's promo clip: POST /api/admin/titles/{id}/promo/ (multipart `file`) over XHR, which
// reports upload progress (fetch does not), and DELETE on the same path. Both answer with the title,
// which the cache then holds; the title query polls while the promo is queued or processed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type AdminTitleResponse } from '@ott/contract';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { writeHeaders } from '../lib/tus-upload.ts';
import { adminKeys } from './admin-keys.ts';

export function uploadPromo(id: number, file: File, onProgress: (fraction: number) => void): Promise<AdminTitleResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API.adminTitlePromo(id));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(writeHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as AdminTitleResponse);
      else reject(new ApiError(`HTTP ${xhr.status}`, xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

function useTitleAnswer<T>(id: number, send: (input: T) => Promise<AdminTitleResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => queryClient.setQueryData(adminKeys.title(id), result.title),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.titles, 'list'] }),
  });
}

export const useUploadPromo = (id: number) =>
  useTitleAnswer(id, ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => uploadPromo(id, file, onProgress));

export const useRemovePromo = (id: number) =>
  useTitleAnswer(id, () => apiRequest<AdminTitleResponse>(API.adminTitlePromo(id), { method: 'DELETE' }));
