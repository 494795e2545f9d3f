// POST /users/update-profile/ (SPEC 7, multipart): phone plus the non-empty fields to change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { UpdateProfileResponse } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export type ProfileChanges = Record<string, string | File | null | undefined>;

export function updateProfile(phone: string, changes: ProfileChanges): Promise<UpdateProfileResponse> {
  const form = new FormData();
  form.set('phone', phone);
  // SPEC 5 'Profile settings': empty values are not sent.
  for (const [key, value] of Object.entries(changes)) {
    if (value instanceof File) form.set(key, value);
    else if (typeof value === 'string' && value.trim() !== '') form.set(key, value.trim());
  }
  return api.post(API.updateProfile, form);
}

export function useUpdateProfile(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(phone, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile', phone] }),
  });
}
