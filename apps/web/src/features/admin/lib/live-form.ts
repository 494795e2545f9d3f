// The live stream form's values and the request they make: everything for a new stream, only what
// changed for an existing one (a stream on our own media keeps its stored source and picture until
// the operator types an address). The source is an external address or one of our titles looped as
// our own channel (issue 15.4): the request carries live_url or source_video_id, never both.
// Checked with the contract's schemas before anything is sent.
import { ADMIN_LIVE_MESSAGES, CreateLiveStreamBody, UpdateLiveStreamBody, type AdminLiveStream } from '@ott/contract';

export type LiveSourceKind = 'external' | 'title';

/** The title an own channel loops, as the form shows it. */
export interface LoopedTitle {
  id: number;
  title: string;
}

export interface LiveFormValues {
  title: string;
  description: string;
  categoryId: string;
  sourceKind: LiveSourceKind;
  source: string;
  loopedTitle: LoopedTitle | null;
  thumbnail: string;
  is_active: boolean;
  is_important: boolean;
  is_premium: boolean;
}

export type LiveField = 'title' | 'description' | 'category_id' | 'live_url' | 'source_video_id' | 'thumbnail';
export type LiveFormErrors = Partial<Record<LiveField, string>>;

const isAddress = (value: string | null) => value !== null && /^https?:\/\//i.test(value);

export function liveFormValues(stream?: AdminLiveStream): LiveFormValues {
  return {
    title: stream?.title ?? '',
    description: stream?.description ?? '',
    categoryId: stream ? String(stream.category_id) : '',
    sourceKind: stream?.source_video_id ? 'title' : 'external',
    source: stream && !stream.source_is_own_media ? stream.source : '',
    loopedTitle: stream?.source_video_id ? { id: stream.source_video_id, title: stream.source_video_title ?? '' } : null,
    thumbnail: stream && isAddress(stream.thumbnail) ? (stream.thumbnail ?? '') : '',
    is_active: stream?.is_active ?? true,
    is_important: stream?.is_important ?? false,
    is_premium: stream?.is_premium ?? false,
  };
}

type Parsed<T> = { ok: true; body: T } | { ok: false; errors: LiveFormErrors };

function failed(issues: readonly { path: readonly PropertyKey[]; message: string }[]): { ok: false; errors: LiveFormErrors } {
  const errors: LiveFormErrors = {};
  for (const issue of issues) {
    const field = (issue.path[0] ?? 'title') as LiveField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const categoryOf = (v: LiveFormValues) => (v.categoryId === '' ? undefined : Number(v.categoryId));

const noTitle = { path: ['source_video_id'], message: ADMIN_LIVE_MESSAGES.sourceTitleInvalid };

export function createBody(v: LiveFormValues): Parsed<CreateLiveStreamBody> {
  const looped = v.sourceKind === 'title';
  const parsed = CreateLiveStreamBody.safeParse({
    title: v.title,
    description: v.description,
    category_id: categoryOf(v),
    ...(looped ? { source_video_id: v.loopedTitle?.id } : { live_url: v.source }),
    thumbnail: v.thumbnail,
    is_active: v.is_active,
    is_important: v.is_important,
    is_premium: v.is_premium,
  });
  if (looped && !v.loopedTitle) return failed([...(parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'live_url')), noTitle]);
  return parsed.success ? { ok: true, body: parsed.data } : failed(parsed.error.issues);
}

/** The changed fields of an existing stream, or null when nothing changed. */
export function updateBody(stream: AdminLiveStream, v: LiveFormValues): Parsed<UpdateLiveStreamBody> | null {
  const was = liveFormValues(stream);
  const body: Record<string, unknown> = {};
  if (v.title !== was.title) body.title = v.title;
  if (v.description !== was.description) body.description = v.description;
  if (v.categoryId !== was.categoryId) body.category_id = categoryOf(v);
  if (v.sourceKind === 'title') {
    if (!v.loopedTitle) return failed([noTitle]);
    if (v.loopedTitle.id !== stream.source_video_id) body.source_video_id = v.loopedTitle.id;
  } else if (was.sourceKind === 'title' || (v.source !== was.source && !(stream.source_is_own_media && v.source.trim() === ''))) {
    // Leaving a looped title needs an address (the contract says so when it is empty).
    body.live_url = v.source;
  }
  if (v.thumbnail !== was.thumbnail && !(!isAddress(stream.thumbnail) && stream.thumbnail !== null && v.thumbnail.trim() === '')) body.thumbnail = v.thumbnail;
  for (const flag of ['is_active', 'is_important', 'is_premium'] as const) if (v[flag] !== was[flag]) body[flag] = v[flag];
  if (Object.keys(body).length === 0) return null;
  const parsed = UpdateLiveStreamBody.safeParse(body);
  return parsed.success ? { ok: true, body: parsed.data } : failed(parsed.error.issues);
}
