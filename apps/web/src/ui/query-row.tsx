// A horizontal, swipeable row of one query's items with its states: placeholders while loading, the
// failure with Try Again, a line when there is nothing, else the items (the profile's My List and
// Continue Watching). Texts come from the caller's feature.
import type { Key, ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

interface RowQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

interface QueryRowProps<T> {
  query: RowQuery<T>;
  text: { loading: string; failed: string; retry: string; empty: string };
  /** The loading placeholders, laid out in a row. */
  skeleton: ReactNode;
  itemKey(item: T): Key;
  renderItem(item: T): ReactNode;
  /** Show at most this many. */
  limit?: number;
}

export function QueryRow<T>({ query, text, skeleton, itemKey, renderItem, limit }: QueryRowProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={text.loading} className="flex gap-4 overflow-hidden">
        {skeleton}
      </div>
    );
  }
  if (!query.data) {
    return (
      <LoadError
        layout="inline"
        message={text.failed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        retryLabel={text.retry}
      />
    );
  }
  if (query.data.length === 0) return <p className="text-sm text-muted">{text.empty}</p>;
  return (
    <ul className="no-scrollbar -mx-1 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-2">
      {query.data.slice(0, limit).map((item) => (
        <li key={itemKey(item)} className="snap-start">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
