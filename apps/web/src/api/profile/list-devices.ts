// GET /users/devices-info/?phone= (SPEC 7): the user's devices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DevicesResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './query-keys.ts';

export type DevicesResult = z.infer<typeof DevicesResponse>;

export function listDevices(phone: string, signal?: AbortSignal): Promise<DevicesResult> {
  return api.get<DevicesResult>(API.devicesInfo, { query: { phone }, signal });
}

export const devicesQueryOptions = (phone: string) =>
  queryOptions({ queryKey: accountKeys.devices(phone), queryFn: ({ signal }) => listDevices(phone, signal) });

export function useDevices(phone: string | null) {
  return useQuery({ ...devicesQueryOptions(phone ?? ''), enabled: !!phone, retry: false });
}
