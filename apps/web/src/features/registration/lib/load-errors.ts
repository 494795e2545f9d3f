// SPEC 8 'Full registration': how a failed region list is worded.
import { StatesLoadError } from '@/api/catalogue/list-states.ts';
import { ApiError } from '@/lib/api-client.ts';

export type ListLevel = 'districts' | 'constituencies' | 'mandals' | 'villages';

/** 'Failed to load districts. Please check your connection.' when nothing came back, else '... Please try again.' */
export function levelErrorKey(level: ListLevel, error: unknown): string {
  const offline = error instanceof ApiError && error.status === 0;
  return `${level}${offline ? 'Offline' : 'Failed'}`;
}

/** The '{message}' of 'Failed to load states: {message}'. */
export function statesErrorDetail(error: unknown): string {
  if (error instanceof StatesLoadError) return error.serverMessage ?? 'Invalid response';
  if (error instanceof ApiError) return error.serverMessage ?? (error.status === 0 ? 'Network Error' : `Request failed with status code ${error.status}`);
  return error instanceof Error ? error.message : String(error);
}
