import { describe, expect, it } from 'vitest';
import { deepestLevel, readSelection, resetToLevel, selectLevel, selectionParams, toVideosQuery } from './selection.ts';

const full = { state: 1, district: 11, constituency: 111, mandal: 1111, village: 11111 };

describe('regional selection (SPEC 4 Regional)', () => {
  it('reads the chain from the top and ignores a level whose parent is missing', () => {
    expect(readSelection(new URLSearchParams('state_id=1&district_id=11'))).toEqual({ state: 1, district: 11 });
    expect(readSelection(new URLSearchParams('state_id=1&constituency_id=111'))).toEqual({ state: 1 });
    expect(readSelection(new URLSearchParams('state_id=abc&district_id=11'))).toEqual({});
    expect(readSelection(new URLSearchParams('state_id=0'))).toEqual({});
  });

  it('writes the chain back with the API parameter names', () => {
    expect(selectionParams(full).toString()).toBe('state_id=1&district_id=11&constituency_id=111&mandal_id=1111&village_id=11111');
    expect(selectionParams({}).toString()).toBe('');
  });

  it('selecting a level clears every level below it', () => {
    expect(selectLevel(full, 'state', 2)).toEqual({ state: 2 });
    expect(selectLevel(full, 'constituency', 112)).toEqual({ state: 1, district: 11, constituency: 112 });
    expect(selectLevel(full, 'district', null)).toEqual({ state: 1 });
  });

  it('cannot choose a level whose parent is not chosen', () => {
    expect(selectLevel({ state: 1 }, 'mandal', 5)).toEqual({ state: 1 });
  });

  it('a breadcrumb reset keeps that level and those above it', () => {
    expect(resetToLevel(full, 'district')).toEqual({ state: 1, district: 11 });
    expect(resetToLevel(full, null)).toEqual({});
  });

  it('turns the selection into the by-location query and knows the deepest level', () => {
    expect(toVideosQuery({ state: 1, district: 11 })).toEqual({ state_id: 1, district_id: 11 });
    expect(deepestLevel({ state: 1, district: 11 })).toBe('district');
    expect(deepestLevel({})).toBeNull();
  });
});
