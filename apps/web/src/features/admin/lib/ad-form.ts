// The ad form's values as typed, and the request body the contract accepts. Schedule times are
// typed in India Standard Time (datetime-local, no zone) whatever the operator's own clock says,
// and sent as ISO with +05:30 (India has no daylight saving).
import { CreateAdBody, UpdateAdBody, type AdminAd } from '@ott/contract';

export interface AdFormValues {
  title: string;
  description: string;
  adType: string;
  externalUrl: string;
  callToAction: string;
  skipAfter: string;
  startsAt: string;
  endsAt: string;
}

export type AdFormErrors = Partial<Record<keyof AdFormValues, string>>;

const IST_OFFSET_MS = 330 * 60_000;

/** '2026-12-07T10:30' (IST) from an ISO instant; '' for none. */
export function isoToIstInput(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The ISO instant of a datetime-local value read as IST; null for empty, the text itself when unreadable (the contract refuses it). */
export function istInputToIso(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00+05:30` : text;
}

export const adFormValues = (ad?: AdminAd): AdFormValues => ({
  title: ad?.title ?? '',
  description: ad?.description ?? '',
  adType: ad?.ad_type ?? '',
  externalUrl: ad?.external_url ?? '',
  callToAction: ad?.call_to_action ?? 'Learn More',
  skipAfter: String(ad?.skip_after ?? 5),
  startsAt: isoToIstInput(ad?.starts_at ?? null),
  endsAt: isoToIstInput(ad?.ends_at ?? null),
});

const FIELD_OF: Record<string, keyof AdFormValues> = {
  title: 'title',
  description: 'description',
  ad_type: 'adType',
  external_url: 'externalUrl',
  call_to_action: 'callToAction',
  skip_after: 'skipAfter',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
};

type Parsed<T> = { ok: true; body: T } | { ok: false; errors: AdFormErrors };

function parse<T>(schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, body: result.data };
  const errors: AdFormErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

function fields(values: AdFormValues) {
  const skip = values.skipAfter.trim();
  return {
    title: values.title,
    description: values.description,
    external_url: values.externalUrl.trim() || null,
    call_to_action: values.callToAction,
    skip_after: skip === '' ? Number.NaN : Number(skip),
    starts_at: istInputToIso(values.startsAt),
    ends_at: istInputToIso(values.endsAt),
  };
}

export const createAdBody = (values: AdFormValues): Parsed<CreateAdBody> => parse(CreateAdBody, { ...fields(values), ad_type: values.adType });
export const updateAdBody = (values: AdFormValues): Parsed<UpdateAdBody> => parse(UpdateAdBody, fields(values));

