// The dropdown screen's region selection (SPEC 2.13, 4 'Regional'), kept in the URL query with the
// API's own parameter names so a reload or a shared link shows the same videos.
import type { RegionalVideosQuery } from '@ott/contract';

/** Levels from the top; a level can only be chosen once the one above it is. */
export const SELECTION_LEVELS = ['state', 'district', 'constituency', 'mandal', 'village'] as const;
export type SelectionLevel = (typeof SELECTION_LEVELS)[number];
export type RegionSelection = Partial<Record<SelectionLevel, number>>;

export const LEVEL_PARAM = {
  state: 'state_id',
  district: 'district_id',
  constituency: 'constituency_id',
  mandal: 'mandal_id',
  village: 'village_id',
} as const satisfies Record<SelectionLevel, keyof RegionalVideosQuery>;

const positiveId = (raw: string | null): number | undefined => {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** Reads the chain from the top; a level whose parent is missing is ignored. */
export function readSelection(params: URLSearchParams): RegionSelection {
  const selection: RegionSelection = {};
  for (const level of SELECTION_LEVELS) {
    const id = positiveId(params.get(LEVEL_PARAM[level]));
    if (id === undefined) break;
    selection[level] = id;
  }
  return selection;
}

export function selectionParams(selection: RegionSelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const level of SELECTION_LEVELS) {
    const id = selection[level];
    if (id === undefined) break;
    params.set(LEVEL_PARAM[level], String(id));
  }
  return params;
}

/** Choosing a level (or clearing it with null) clears every level below it. */
export function selectLevel(selection: RegionSelection, level: SelectionLevel, id: number | null): RegionSelection {
  const index = SELECTION_LEVELS.indexOf(level);
  const next: RegionSelection = {};
  for (const upper of SELECTION_LEVELS.slice(0, index)) {
    if (selection[upper] === undefined) return next;
    next[upper] = selection[upper];
  }
  if (id !== null) next[level] = id;
  return next;
}

/** A breadcrumb click keeps `level` and everything above it; null resets to all regions. */
export function resetToLevel(selection: RegionSelection, level: SelectionLevel | null): RegionSelection {
  if (level === null) return {};
  const id = selection[level];
  return id === undefined ? selection : selectLevel(selection, level, id);
}

/** The selection as the by-location query (the API call sends only the most specific id). */
export function toVideosQuery(selection: RegionSelection): RegionalVideosQuery {
  const query: RegionalVideosQuery = {};
  for (const level of SELECTION_LEVELS) {
    const id = selection[level];
    if (id !== undefined) query[LEVEL_PARAM[level]] = id;
  }
  return query;
}

/** The deepest chosen level, or null when nothing is chosen. */
export function deepestLevel(selection: RegionSelection): SelectionLevel | null {
  let deepest: SelectionLevel | null = null;
  for (const level of SELECTION_LEVELS) {
    if (selection[level] === undefined) break;
    deepest = level;
  }
  return deepest;
}
