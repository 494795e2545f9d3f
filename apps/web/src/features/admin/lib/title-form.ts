// The title edit form: its values as typed (strings), the contract's body they make, the changed
// fields only, and the contract's checks (UpdateTitleBody and the rental rule) as field errors.
import { rentalPricesProblem, UpdateTitleBody, type AdminTitle, type TitleRegionInput } from '@ott/contract';

export const REGION_LEVELS = ['state_id', 'district_id', 'constituency_id', 'mandal_id', 'village_id'] as const;
export type RegionLevelKey = (typeof REGION_LEVELS)[number];

export interface RentalPriceRow {
  rental_price: string;
  rental_duration: string;
}

export interface TitleFormValues {
  title: string;
  description: string;
  video_type: 'free' | 'paid' | 'rental';
  is_4k: boolean;
  mood1: string;
  mood2: string;
  category_id: string;
  release_date: string;
  rental_prices: RentalPriceRow[];
  region: Record<RegionLevelKey, string>;
  landscape_image: string | null;
  portrait_image: string | null;
}

type Body = UpdateTitleBody;
type FieldKey = keyof Required<Body>;

const idOf = (ref: { id: number } | null) => (ref ? String(ref.id) : '');

export function formValuesOf(title: AdminTitle): TitleFormValues {
  return {
    title: title.title,
    description: title.description,
    video_type: title.video_type,
    is_4k: title.is_4k,
    mood1: title.mood1 ?? '',
    mood2: title.mood2 ?? '',
    category_id: title.category_id === null ? '' : String(title.category_id),
    release_date: title.release_date?.slice(0, 10) ?? '',
    rental_prices: title.rental_prices.map((p) => ({ rental_price: String(p.rental_price), rental_duration: String(p.rental_duration) })),
    region: {
      state_id: idOf(title.region.state),
      district_id: idOf(title.region.district),
      constituency_id: idOf(title.region.constituency),
      mandal_id: idOf(title.region.mandal),
      village_id: idOf(title.region.village),
    },
    landscape_image: title.landscape_image,
    portrait_image: title.portrait_image,
  };
}

/** A typed number: '' is NaN (the schema then names the problem). */
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** Every field as the contract's body (before its trims and checks). */
export function bodyOf(values: TitleFormValues): Required<Body> {
  return {
    title: values.title,
    description: values.description,
    video_type: values.video_type,
    is_4k: values.is_4k,
    mood1: values.mood1,
    mood2: values.mood2,
    category_id: idOrNull(values.category_id),
    release_date: values.release_date === '' ? null : values.release_date,
    // Only a rental has prices: another type sends none.
    rental_prices:
      values.video_type === 'rental' ? values.rental_prices.map((p) => ({ rental_price: num(p.rental_price), rental_duration: num(p.rental_duration) })) : [],
    region: Object.fromEntries(REGION_LEVELS.map((level) => [level, idOrNull(values.region[level])])) as TitleRegionInput,
    landscape_image: values.landscape_image,
    portrait_image: values.portrait_image,
  } as Required<Body>;
}

/** The fields whose value differs from the title as loaded. */
export function changedFields(initial: TitleFormValues, values: TitleFormValues): Partial<Body> {
  const before = bodyOf(initial);
  const after = bodyOf(values);
  const changed: Partial<Record<FieldKey, unknown>> = {};
  for (const key of Object.keys(after) as FieldKey[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  return changed as Partial<Body>;
}

/** Field errors by form path: 'title', 'rental_prices', 'rental_prices.0.rental_price', 'region'. */
export type TitleFormErrors = Record<string, string>;

export type CheckedTitleForm = { body: UpdateTitleBody } | { errors: TitleFormErrors };

/** The changed fields checked by the contract; the rental rule on the whole form. */
export function checkTitleForm(initial: TitleFormValues, values: TitleFormValues): CheckedTitleForm {
  const changed = changedFields(initial, values);
  const errors: TitleFormErrors = {};
  const parsed = UpdateTitleBody.safeParse(changed);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, sub] = issue.path.map(String);
      const key = field === 'rental_prices' && index !== undefined && sub ? `rental_prices.${index}.${sub}` : (field ?? 'form');
      errors[key] ??= issue.message;
    }
  }
  const rental = rentalPricesProblem(bodyOf(values));
  if (rental) errors.rental_prices ??= rental;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: parsed.success ? parsed.data : {} };
}

/** The region levels after choosing `value` at `level`: the levels below are cleared. */
export function chooseRegion(region: Record<RegionLevelKey, string>, level: RegionLevelKey, value: string): Record<RegionLevelKey, string> {
  const at = REGION_LEVELS.indexOf(level);
  return Object.fromEntries(REGION_LEVELS.map((key, i) => [key, i < at ? region[key] : i === at ? value : ''])) as Record<RegionLevelKey, string>;
}
