// The built-in AddressSuggester: suggestions are villages from our region tables, each with its
// full path and pincode. A query of digits matches pincodes by prefix; other text matches village
// or mandal names (case-insensitive contains; villages named like the text first). Region ids
// narrow the search. With a village id and no text the answer is exactly that village (the
// registration screen then selects it on its own); text that names no place, typed once a village
// is chosen, is taken as the street part and completed with that village.
import { and, asc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AddressSuggestQuery, AddressSuggestion } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { constituencies, districts, mandals, states, villages } from '../../lib/db/schema.ts';
import { containsPattern, prefixPattern } from '../../lib/search/like.ts';
import { ADDRESS_SUGGESTION_LIMIT, type AddressSuggester } from './suggester.ts';

const PINCODE_PREFIX = /^\d{1,6}$/;

interface PlaceRow {
  villageId: number;
  village: string;
  pincode: string | null;
  mandal: string;
  constituencyId: number;
  constituency: string;
  districtId: number;
  district: string;
  stateId: number;
  state: string;
}

const withPin = (text: string, pincode: string | null) => (pincode ? `${text} - ${pincode}` : text);

/** One suggestion; `street` is text the user typed before the place (an address line). */
export function toSuggestion(row: PlaceRow, street = ''): AddressSuggestion {
  const lead = street ? `${street}, ` : '';
  return {
    place_id: `village:${row.villageId}`,
    description: lead + withPin([row.village, row.mandal, row.constituency, row.district, row.state].join(', '), row.pincode),
    // A postal address: the constituency is an electoral unit, not part of it.
    address: lead + withPin(`${row.village}, ${row.mandal} Mandal, ${row.district} District, ${row.state}`, row.pincode),
    pincode: row.pincode,
    state_id: row.stateId,
    district_id: row.districtId,
    constituency_id: row.constituencyId,
    mandal: row.mandal,
    village: row.village,
  };
}

function places(db: Database) {
  return db
    .select({
      villageId: villages.id,
      village: villages.name,
      pincode: villages.pincode,
      mandal: mandals.name,
      constituencyId: constituencies.id,
      constituency: constituencies.name,
      districtId: districts.id,
      district: districts.name,
      stateId: states.id,
      state: states.name,
    })
    .from(villages)
    .innerJoin(mandals, eq(mandals.id, villages.mandalId))
    .innerJoin(constituencies, eq(constituencies.id, mandals.constituencyId))
    .innerJoin(districts, eq(districts.id, constituencies.districtId))
    .innerJoin(states, eq(states.id, districts.stateId));
}

const REGION_COLUMNS = [
  ['village_id', villages.id],
  ['mandal_id', mandals.id],
  ['constituency_id', constituencies.id],
  ['district_id', districts.id],
  ['state_id', states.id],
] as const;

export function createRegionAddressSuggester(db: Database): AddressSuggester {
  const find = (where: SQL | undefined, order: SQL[] = []) =>
    places(db)
      .where(where)
      .orderBy(...order, asc(villages.name), asc(villages.id))
      .limit(ADDRESS_SUGGESTION_LIMIT);

  return {
    async suggest(query: AddressSuggestQuery) {
      const ids = REGION_COLUMNS.filter(([param]) => query[param] !== undefined).map(([param, column]) => ({
        id: query[param] ?? 0,
        column,
      }));
      // An id beyond PostgreSQL's integer names no place (and would fail the query).
      if (ids.some(({ id }) => !isDbId(id))) return [];
      const region = and(...ids.map(({ id, column }) => eq(column, id)));
      const text = query.query.trim();
      if (text === '') return ids.length > 0 ? (await find(region)).map((row) => toSuggestion(row)) : [];

      if (PINCODE_PREFIX.test(text)) {
        const rows = await find(and(region, like(villages.pincode, prefixPattern(text))));
        return rows.map((row) => toSuggestion(row));
      }
      const contains = containsPattern(text);
      const startsWith = prefixPattern(text);
      // Mandal ids first, so the village condition stays on one table: the planner can then OR
      // the villages_name_trgm and villages_mandal_name indexes (migration 0004).
      const mandalIds = (await db.select({ id: mandals.id }).from(mandals).where(ilike(mandals.name, contains))).map((m) => m.id);
      const named = or(ilike(villages.name, contains), mandalIds.length > 0 ? inArray(villages.mandalId, mandalIds) : undefined);
      const rows = await find(and(region, named), [
        sql`case when ${villages.name} ilike ${startsWith} then 0 when ${villages.name} ilike ${contains} then 1 else 2 end`,
      ]);
      if (rows.length > 0) return rows.map((row) => toSuggestion(row));
      // Nothing is named like the text: with the village chosen, it is the street part.
      if (query.village_id === undefined) return [];
      const [village] = await find(region);
      return village ? [toSuggestion(village, text)] : [];
    },
  };
}
