// A console write whose answer must reach the operator even when the write itself removes the
// component that asked: the refetch after it can unmount the row (an approved withdrawal leaves the
// Awaiting list, a settled order leaves the reconciliation list) before `mutate`'s own per-call
// callbacks run, and TanStack Query drops those of an unmounted observer, so the toast never came.
// The promise of `mutateAsync` settles whatever is still mounted.
import type { UseMutationResult } from '@tanstack/react-query';

export function runWrite<TData, TVariables>(
  mutation: UseMutationResult<TData, unknown, TVariables>,
  variables: TVariables,
  done: (result: TData) => void,
  failed: (error: unknown) => void = () => undefined,
): void {
  mutation.mutateAsync(variables).then(done, failed);
}
