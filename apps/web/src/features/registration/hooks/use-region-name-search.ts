// SPEC 2.7: a typed mandal or village name is matched against the known rows of its parent with
// /mandals/search/ and /villages/search/ (after the typing pause); an exact match (case and
// spacing aside) counts as choosing that row, so the level below can still offer its list.
import { useQuery } from '@tanstack/react-query';
import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS } from '@ott/contract';
import type { Region, Village } from '@ott/contract';
import { regionKeys } from '@/api/regions/list-regions.ts';
import { searchMandals, searchVillages } from '@/api/regions/search-regions.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

const normalize = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function useRegionNameSearch(level: 'mandals' | 'villages', parentId: string, name: string, active: boolean) {
  const [typed] = useDebouncedValue(name.trim(), ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useQuery<(Region | Village)[]>({
    queryKey: regionKeys.search(level, parentId, typed),
    queryFn: ({ signal }) => (level === 'mandals' ? searchMandals(typed, parentId, signal) : searchVillages(typed, parentId, signal)),
    enabled: active && parentId !== '' && typed !== '',
    staleTime: 10 * 60_000,
  });
  const results = active && typed !== '' ? (query.data ?? []) : [];
  const match = name.trim() ? results.find((r) => normalize(r.name) === normalize(name)) : undefined;
  return { results, match: match ?? null, isFetching: query.isFetching };
}
