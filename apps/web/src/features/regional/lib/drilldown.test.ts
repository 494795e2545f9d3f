import { describe, expect, it } from 'vitest';
import { childPosition, drillLevel, drillUrl, parentPosition, readDrillPosition } from './drilldown.ts';

const read = (state: string | undefined, query = '') => readDrillPosition(state, new URLSearchParams(query));

describe('regional drill-down position (SPEC 2.13)', () => {
  it('derives the level from the deepest id in the URL', () => {
    expect(drillLevel(read('1')!)).toBe('districts');
    expect(drillLevel(read('1', 'district_id=11')!)).toBe('constituencies');
    expect(drillLevel(read('1', 'district_id=11&constituency_id=111')!)).toBe('mandals');
    expect(drillLevel(read('1', 'district_id=11&constituency_id=111&mandal_id=1111')!)).toBe('villages');
    expect(drillLevel(read('1', 'district_id=11&constituency_id=111&mandal_id=1111&village_id=5')!)).toBe('videos');
    expect(drillLevel(read('1', 'level=states')!)).toBe('states');
  });

  it('ignores ids below a missing one and rejects a state that is not an id', () => {
    expect(read('1', 'constituency_id=111')).toEqual({ stateId: 1 });
    expect(read('abc')).toBeNull();
    expect(read(undefined)).toBeNull();
  });

  it('builds URLs that read back to the same position', () => {
    const position = { stateId: 1, districtId: 11, constituencyId: 111 };
    expect(drillUrl(position)).toBe('/regional/1?district_id=11&constituency_id=111');
    expect(read('1', 'district_id=11&constituency_id=111')).toEqual(position);
    expect(drillUrl({ stateId: 2, showStates: true })).toBe('/regional/2?level=states');
  });

  it('goes up one level at a time, and leaves from the states list', () => {
    const villages = { stateId: 1, districtId: 11, constituencyId: 111, mandalId: 1111 };
    expect(parentPosition(villages)).toEqual({ stateId: 1, districtId: 11, constituencyId: 111, mandalId: undefined });
    expect(parentPosition({ stateId: 1 })).toEqual({ stateId: 1, showStates: true });
    expect(parentPosition({ stateId: 1, showStates: true })).toBeNull();
  });

  it('goes down to the chosen child; a state chosen in the states list opens its districts', () => {
    expect(childPosition({ stateId: 1, showStates: true }, 2)).toEqual({ stateId: 2 });
    expect(childPosition({ stateId: 1 }, 11)).toEqual({ stateId: 1, districtId: 11 });
    expect(childPosition({ stateId: 1, districtId: 11, constituencyId: 111, mandalId: 1111, villageId: 5 }, 9)).toBeNull();
  });
});
