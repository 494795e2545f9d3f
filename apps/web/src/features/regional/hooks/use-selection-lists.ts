// The five dropdown lists, each loading once the level above it is chosen (SPEC 4 'Regional').
import type { UseQueryResult } from '@tanstack/react-query';
import type { Region } from '@ott/contract';
import { useStates } from '@/api/catalogue/list-states.ts';
import { useConstituencies, useDistricts, useMandals, useVillages } from '@/api/regions/list-regions.ts';
import { SELECTION_LEVELS, type RegionSelection, type SelectionLevel } from '../lib/selection.ts';

export type SelectionLists = Record<SelectionLevel, UseQueryResult<Region[]>>;

export function useSelectionLists(selection: RegionSelection): SelectionLists {
  return {
    state: useStates(),
    district: useDistricts(selection.state ?? ''),
    constituency: useConstituencies(selection.district ?? ''),
    mandal: useMandals(selection.constituency ?? ''),
    village: useVillages(selection.mandal ?? ''),
  };
}

/**
 * The selection without ids its lists do not hold (a stale or edited link): the chain stops at
 * the first chosen id missing from its loaded list. Lists still loading keep their id.
 */
export function knownSelection(lists: SelectionLists, selection: RegionSelection): RegionSelection {
  const known: RegionSelection = {};
  for (const level of SELECTION_LEVELS) {
    const id = selection[level];
    if (id === undefined) break;
    const regions = lists[level].data;
    if (regions && !regions.some((region) => region.id === id)) break;
    known[level] = id;
  }
  return known;
}

/** The chosen region's name at `level`, once its list has arrived. */
export function selectedName(lists: SelectionLists, selection: RegionSelection, level: SelectionLevel): string | undefined {
  const id = selection[level];
  return id === undefined ? undefined : lists[level].data?.find((region) => region.id === id)?.name;
}

/** Breadcrumb entries for every chosen level ('…' until a name arrives). */
export function selectionCrumbs(lists: SelectionLists, selection: RegionSelection) {
  return SELECTION_LEVELS.filter((level) => selection[level] !== undefined).map((level) => ({
    level,
    name: selectedName(lists, selection, level) ?? '…',
  }));
}
