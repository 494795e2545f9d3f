import { describe, expect, it } from 'vitest';
import { mostSpecificLocation } from './list-regional-videos.ts';

describe('mostSpecificLocation (SPEC 7 by_location: the most specific one)', () => {
  it('sends only the deepest id given', () => {
    expect(mostSpecificLocation({ state_id: 1, district_id: 11, constituency_id: 111 })).toEqual({ param: 'constituency_id', id: 111 });
    expect(mostSpecificLocation({ state_id: 1, district_id: 11, constituency_id: 111, mandal_id: 4, village_id: 9 })).toEqual({
      param: 'village_id',
      id: 9,
    });
    expect(mostSpecificLocation({ state_id: 1 })).toEqual({ param: 'state_id', id: 1 });
  });

  it('sends nothing when no region is chosen (all regional videos)', () => {
    expect(mostSpecificLocation({})).toBeNull();
  });
});
