import { z } from 'zod';
import { wholeId } from './common.ts';
import { Video } from './content.ts';

export const Region = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
});
export const State = Region.extend({ districts_count: z.number().int() });

export const FrontendStatesResponse = z.object({
  status: z.literal('success'),
  data: z.array(State),
  message: z.string(),
});
export const StatesResponse = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const RegionListResponse = z.object({ status: z.literal('success'), data: z.array(Region) });

const parentId = wholeId();
export const DistrictsQuery = z.object({ state_id: parentId });
export const ConstituenciesQuery = z.object({ district_id: parentId });
export const MandalsQuery = z.object({ constituency_id: parentId });
export const VillagesQuery = z.object({ mandal_id: parentId });

// Inferred types for clients that only `import type` the shapes.
export type Region = z.infer<typeof Region>;
export type State = z.infer<typeof State>;
export type FrontendStatesResponse = z.infer<typeof FrontendStatesResponse>;

// ---- Regional video and search calls (SPEC 7 'Content').
/** Villages carry their pincode so registration can fill it (SPEC 2.7). */
export const Village = Region.extend({ pincode: z.string().nullable() });
export type Village = z.infer<typeof Village>;
export const VillageListResponse = z.object({ status: z.literal('success'), data: z.array(Village) });

/** GET /api/mandals/?constituency=: plain list of id and name. */
export const MandalsByConstituencyQuery = z.object({ constituency: parentId });
export const NamedList = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** GET /mandals/search/?name&constituency_id and /villages/search/?name&mandal_id. */
export const MandalSearchQuery = z.object({ name: z.string().trim().max(100).default(''), constituency_id: parentId });
export const VillageSearchQuery = z.object({ name: z.string().trim().max(100).default(''), mandal_id: parentId });

/** GET /api/regional-videos/by_location/: the most specific id given wins. */
export const RegionalVideosQuery = z.object({
  village_id: parentId.optional(),
  mandal_id: parentId.optional(),
  constituency_id: parentId.optional(),
  district_id: parentId.optional(),
  state_id: parentId.optional(),
});
export type RegionalVideosQuery = z.infer<typeof RegionalVideosQuery>;

/** GET /api/frontend/videos/?village_id: drill-down videos, which carry name and duration (SPEC 3). */
export const FrontendVideosQuery = z.object({ village_id: parentId });

/** by_location answer: the catalogue's Video shape, newest first. */
export const RegionalVideosResponse = z.object({ status: z.literal('success'), data: z.array(Video) });
export type RegionalVideosResponse = z.infer<typeof RegionalVideosResponse>;
/** A village video also carries `name` (its title), SPEC 3 'Village videos carry name and duration'. */
export const VillageVideo = Video.extend({ name: z.string() });
export type VillageVideo = z.infer<typeof VillageVideo>;
export const FrontendVideosResponse = z.object({ status: z.literal('success'), data: z.array(VillageVideo) });
export type FrontendVideosResponse = z.infer<typeof FrontendVideosResponse>;

// ---- Address suggestions (SPEC 2.7 via our AddressSuggester; not in SPEC 7, documented in OpenAPI).
export const AddressSuggestQuery = z.object({
  query: z.string().trim().max(200).default(''),
  village_id: parentId.optional(),
  mandal_id: parentId.optional(),
  constituency_id: parentId.optional(),
  district_id: parentId.optional(),
  state_id: parentId.optional(),
});
export type AddressSuggestQuery = z.infer<typeof AddressSuggestQuery>;

export const AddressSuggestion = z.object({
  /** Stable id for the details call (e.g. 'village:123'). */
  place_id: z.string(),
  /** One line as shown in the list. */
  description: z.string(),
  /** What goes into the address field when chosen. */
  address: z.string(),
  pincode: z.string().nullable(),
  state_id: z.number().int().nullable(),
  district_id: z.number().int().nullable(),
  constituency_id: z.number().int().nullable(),
  mandal: z.string().nullable(),
  village: z.string().nullable(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;
export const AddressSuggestResponse = z.object({ status: z.literal('success'), data: z.array(AddressSuggestion) });
export type AddressSuggestResponse = z.infer<typeof AddressSuggestResponse>;
export type RegionListResponse = z.infer<typeof RegionListResponse>;
export type VillageListResponse = z.infer<typeof VillageListResponse>;
