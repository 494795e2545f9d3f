// POST /users/deactivate-device/ {device_id, phone} (SPEC 7); the device list reloads afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './query-keys.ts';

export function deactivateDevice(input: { device_id: number; phone: string }): Promise<{ status: string; message: string }> {
  return api.post(API.deactivateDevice, input);
}

export function useDeactivateDevice(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) => deactivateDevice({ device_id: deviceId, phone }),
    // Not awaited: deactivating this very device revokes the session, and the reload's 401 then
    // leaves the page; the caller's success message must come first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.devices(phone) });
    },
  });
}
