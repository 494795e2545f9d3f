// The drill-down screen's position (SPEC 2.13): /regional/{stateId} lists the state's districts;
// the query adds the chosen district, constituency, mandal and village, so the browser's Back and
// a reload land on the same level. `?level=states` is the list of all states above them.
import { paths } from '@/config/paths.ts';

export const DRILL_LEVELS = ['states', 'districts', 'constituencies', 'mandals', 'villages', 'videos'] as const;
export type DrillLevel = (typeof DRILL_LEVELS)[number];

export interface DrillPosition {
  readonly stateId: number;
  readonly districtId?: number;
  readonly constituencyId?: number;
  readonly mandalId?: number;
  readonly villageId?: number;
  /** The top level: every state, with this one the way back in. */
  readonly showStates?: boolean;
}

/** The ids below the state, top first, with their query names. */
const CHAIN = [
  ['districtId', 'district_id'],
  ['constituencyId', 'constituency_id'],
  ['mandalId', 'mandal_id'],
  ['villageId', 'village_id'],
] as const;

const positiveId = (raw: string | null | undefined): number | undefined => {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** null when the state id in the path is not an id at all. */
export function readDrillPosition(stateParam: string | undefined, params: URLSearchParams): DrillPosition | null {
  const stateId = positiveId(stateParam);
  if (stateId === undefined) return null;
  if (params.get('level') === 'states') return { stateId, showStates: true };
  const position: { -readonly [K in keyof DrillPosition]: DrillPosition[K] } = { stateId };
  for (const [key, param] of CHAIN) {
    const id = positiveId(params.get(param));
    if (id === undefined) break;
    position[key] = id;
  }
  return position;
}

export function drillLevel(position: DrillPosition): DrillLevel {
  if (position.showStates) return 'states';
  if (position.villageId !== undefined) return 'videos';
  if (position.mandalId !== undefined) return 'villages';
  if (position.constituencyId !== undefined) return 'mandals';
  if (position.districtId !== undefined) return 'constituencies';
  return 'districts';
}

export function drillUrl(position: DrillPosition): string {
  const params = new URLSearchParams();
  if (position.showStates) params.set('level', 'states');
  else {
    for (const [key, param] of CHAIN) {
      const id = position[key];
      if (id === undefined) break;
      params.set(param, String(id));
    }
  }
  const query = params.toString();
  return query ? `${paths.regionalState(position.stateId)}?${query}` : paths.regionalState(position.stateId);
}

/** One level up; null at the top (the states list), where Back leaves for home. */
export function parentPosition(position: DrillPosition): DrillPosition | null {
  const { stateId, districtId, constituencyId, mandalId } = position;
  switch (drillLevel(position)) {
    case 'states':
      return null;
    case 'districts':
      return { stateId, showStates: true };
    case 'constituencies':
      return { stateId };
    case 'mandals':
      return { stateId, districtId };
    case 'villages':
      return { stateId, districtId, constituencyId };
    case 'videos':
      return { stateId, districtId, constituencyId, mandalId };
  }
}

/** The level below after choosing `id`; null at the videos level (videos play instead). */
export function childPosition(position: DrillPosition, id: number): DrillPosition | null {
  const { stateId, districtId, constituencyId, mandalId } = position;
  switch (drillLevel(position)) {
    case 'states':
      return { stateId: id };
    case 'districts':
      return { stateId, districtId: id };
    case 'constituencies':
      return { stateId, districtId, constituencyId: id };
    case 'mandals':
      return { stateId, districtId, constituencyId, mandalId: id };
    case 'villages':
      return { stateId, districtId, constituencyId, mandalId, villageId: id };
    case 'videos':
      return null;
  }
}
