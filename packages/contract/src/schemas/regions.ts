import { z } from 'zod';

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

const parentId = z.coerce.number().int().positive();
export const DistrictsQuery = z.object({ state_id: parentId });
export const ConstituenciesQuery = z.object({ district_id: parentId });
export const MandalsQuery = z.object({ constituency_id: parentId });
export const VillagesQuery = z.object({ mandal_id: parentId });

// Inferred types for clients that only `import type` the shapes.
export type Region = z.infer<typeof Region>;
export type State = z.infer<typeof State>;
export type FrontendStatesResponse = z.infer<typeof FrontendStatesResponse>;
