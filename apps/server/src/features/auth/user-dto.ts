// One serialisation of a user row for every endpoint that returns SPEC 3 'User' (login,
// registration, profile, ...). Other features import it through the auth feature's index.
import { sql } from 'drizzle-orm';
import type { User } from '@ott/contract';
import { isSubscriptionActive } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { constituencies, districts, states } from '../../lib/db/schema.ts';
import type { UserRow } from '../../lib/http/session-context.ts';

export interface RegionNames {
  state: string | null;
  district: string | null;
  constituency: string | null;
}

const NO_REGIONS: RegionNames = { state: null, district: null, constituency: null };
const GENDERS = new Set(['M', 'F', 'O']);

/**
 * The stored picture is a media key ('uploads/<hash>-512.webp'); older rows hold '/media/uploads/…'.
 * Either leaves as a URL under MEDIA_BASE_URL, built now (issue 14.1), so moving media to a CDN
 * moves pictures too.
 */
export function profilePictureUrl(mediaBaseUrl: string, stored: string | null): string | null {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored)) return stored;
  return `${mediaBaseUrl}/${stored.replace(/^\/media\//, '').replace(/^\/+/, '')}`;
}

export function toUserDto(
  row: UserRow,
  regionNames: RegionNames = NO_REGIONS,
  now = new Date(),
  mediaBaseUrl = '/media',
): User {
  const end = row.subscriptionEnd;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    gender: row.gender && GENDERS.has(row.gender) ? (row.gender as User['gender']) : null,
    date_of_birth: row.dateOfBirth,
    profile_picture: profilePictureUrl(mediaBaseUrl, row.profilePicture),
    address: row.address,
    state: row.stateId,
    district: row.districtId,
    constituency: row.constituencyId,
    mandal: row.mandal,
    village: row.village,
    state_name: regionNames.state,
    district_name: regionNames.district,
    constituency_name: regionNames.constituency,
    pincode: row.pincode,
    referral_code: row.referralCode,
    // SPEC 4 'Subscription': subscribed only while the end date lies in the future.
    is_subscribed: isSubscriptionActive({ is_subscribed: end !== null, subscription_end_date: end }, now),
    subscription_type: row.subscriptionType,
    subscription_start_date: row.subscriptionStart?.toISOString() ?? null,
    subscription_end_date: end?.toISOString() ?? null,
  };
}

/** The three region names in one primary-key query (none when the user has no region yet). */
export async function loadRegionNames(
  db: Database,
  row: Pick<UserRow, 'stateId' | 'districtId' | 'constituencyId'>,
): Promise<RegionNames> {
  if (row.stateId === null && row.districtId === null && row.constituencyId === null) return NO_REGIONS;
  const result = await db.execute(sql`
    select (select name from ${states} where id = ${row.stateId}) as state,
           (select name from ${districts} where id = ${row.districtId}) as district,
           (select name from ${constituencies} where id = ${row.constituencyId}) as constituency`);
  const names = result.rows[0] as RegionNames | undefined;
  return names ?? NO_REGIONS;
}

/** Convenience for routes: the row serialised with its region names. */
export async function loadUserDto(db: Database, row: UserRow, mediaBaseUrl: string): Promise<User> {
  return toUserDto(row, await loadRegionNames(db, row), new Date(), mediaBaseUrl);
}
