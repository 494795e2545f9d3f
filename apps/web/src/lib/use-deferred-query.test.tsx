// A list that arrives is first answered as still pending (the urgent render changes nothing), then
// rendered as a deferred value in a transition that React slices (issue 13: blocking time).
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredQueryData } from './use-deferred-query.ts';

afterEach(cleanup);

describe('useDeferredQueryData', () => {
  it('shows new data only in a deferred render, after an urgent one that still reads pending', async () => {
    const seen: string[] = [];
    function Row({ data, isPending }: { data: string[] | undefined; isPending: boolean }) {
      const view = useDeferredQueryData({ data, isPending });
      seen.push(view.isPending ? 'pending' : (view.data ?? []).join(','));
      return null;
    }
    const { rerender } = render(<Row data={undefined} isPending />);
    seen.length = 0;
    await act(async () => rerender(<Row data={['a', 'b']} isPending={false} />));
    expect(seen.filter((s, i) => s !== seen[i - 1])).toEqual(['pending', 'a,b']);
  });

  it('keeps answering an empty or failed list as not pending', () => {
    const seen: boolean[] = [];
    function Row() {
      seen.push(useDeferredQueryData({ data: undefined, isPending: false }).isPending);
      return null;
    }
    render(<Row />);
    expect(seen.every((p) => p === false)).toBe(true);
  });
});
