// What one drill-down level needs (SPEC 2.13): its own list and the list one level up, whose entry
// for the chosen parent names the title ('{district} Constituencies'). Nothing else loads.
import type { UseQueryResult } from '@tanstack/react-query';
import { useStates } from '@/api/catalogue/list-states.ts';
import { useVillageVideos, type VillageVideo } from '@/api/regional/list-village-videos.ts';
import { useConstituencies, useDistricts, useMandals, useVillages } from '@/api/regions/list-regions.ts';
import { DRILL_LEVELS, drillLevel, type DrillLevel, type DrillPosition } from '../lib/drilldown.ts';
import type { DrillRegion } from '../components/region-card.tsx';

export type DrillStatus =
  | { kind: 'loading' }
  | { kind: 'error'; messageKey: `${DrillLevel}DataFailed` | 'selectionFailed' }
  | { kind: 'empty' }
  | { kind: 'regions'; regions: DrillRegion[] }
  | { kind: 'videos'; videos: VillageVideo[] };

export interface DrillData {
  level: DrillLevel;
  /** The chosen parent's name; undefined at the states level or until it is known. */
  parentName: string | undefined;
  isParentPending: boolean;
  status: DrillStatus;
  isRetrying: boolean;
  retry(): void;
}

/** The id chosen at each level, i.e. the parent of the level below. */
const chosenId = (position: DrillPosition, level: DrillLevel): number | undefined =>
  ({
    states: position.stateId,
    districts: position.districtId,
    constituencies: position.constituencyId,
    mandals: position.mandalId,
    villages: position.villageId,
    videos: undefined,
  })[level];

export function useDrillData(position: DrillPosition): DrillData {
  const level = drillLevel(position);
  const index = DRILL_LEVELS.indexOf(level);
  const parentLevel = index > 0 ? DRILL_LEVELS[index - 1]! : null;
  const isNeeded = (candidate: DrillLevel) => candidate === level || candidate === parentLevel;
  const idFor = (candidate: DrillLevel, id: number | undefined) => (isNeeded(candidate) ? (id ?? '') : '');

  const queries: Record<DrillLevel, UseQueryResult<DrillRegion[] | VillageVideo[]>> = {
    states: useStates({ enabled: isNeeded('states') }),
    districts: useDistricts(idFor('districts', position.stateId)),
    constituencies: useConstituencies(idFor('constituencies', position.districtId)),
    mandals: useMandals(idFor('mandals', position.constituencyId)),
    villages: useVillages(idFor('villages', position.mandalId)),
    videos: useVillageVideos(level === 'videos' ? (position.villageId ?? null) : null),
  };
  const current = queries[level];
  const parent = parentLevel ? queries[parentLevel] : null;
  const parentId = parentLevel ? chosenId(position, parentLevel) : undefined;
  const parentRegions = parent?.data as DrillRegion[] | undefined;
  const parentName = parentRegions?.find((region) => region.id === parentId)?.name;
  const failing = [current, parent].filter((query) => query?.isError) as UseQueryResult[];

  const retry = () => {
    for (const query of failing.length > 0 ? failing : [current, parent]) void query?.refetch();
  };
  const isRetrying = failing.some((query) => query.isFetching) || Boolean(parent?.isFetching);

  let status: DrillStatus;
  if (current.isError) status = { kind: 'error', messageKey: `${level}DataFailed` };
  else if (parent?.isError) status = { kind: 'error', messageKey: `${parentLevel!}DataFailed` };
  // The parent's list arrived without the chosen id: a stale or edited link.
  else if (parentRegions && parentName === undefined) status = { kind: 'error', messageKey: 'selectionFailed' };
  else if (current.isPending) status = { kind: 'loading' };
  else if (current.data.length === 0) status = { kind: 'empty' };
  else if (level === 'videos') status = { kind: 'videos', videos: current.data as VillageVideo[] };
  else status = { kind: 'regions', regions: current.data as DrillRegion[] };

  return { level, parentName, isParentPending: Boolean(parent?.isPending), status, isRetrying, retry };
}
