import { z } from 'zod';
import { INT4_MAX, VideoTypeSchema, wholeId } from './common.ts';
import { WatchProgress } from './watch-progress.ts';

// Issue 18 point 4 (not in SPEC 7): series with seasons and episodes. An episode is a row of
// `videos` (so playback, entitlement, media tokens, progress and views work as for any title)
// with its series, season and episode number; the series and its seasons are their own rows.

export const SERIES_STATUSES = ['draft', 'published'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];
export const MAX_SEASON_NUMBER = 99;
export const MAX_EPISODE_NUMBER = 999;

export const SERIES_MESSAGES = {
  seriesNotFound: 'Series not found',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  categoryNotFound: 'Please choose a category from the list',
  seasonNumber: `Season number must be between 1 and ${MAX_SEASON_NUMBER}`,
  seasonTitleTooLong: 'Season title must be at most 100 characters',
  seasonExists: 'This series already has a season with that number',
  seasonNotFound: 'Season not found',
  seasonNotEmpty: 'Move or remove the season’s episodes before deleting it',
  episodeNumber: `Episode number must be between 1 and ${MAX_EPISODE_NUMBER}`,
  episodeNumberTaken: 'This season already has an episode with that number',
  titleNotFound: 'Title not found',
  alreadyEpisode: 'This title is already an episode of a series',
  notAnEpisode: 'This title is not an episode of this series',
  imageNotOption: 'Choose one of the pictures offered',
  publishNeedsEpisode: 'Add a published episode before publishing the series',
  reorderMismatch: 'Send every episode of the season once, in the new order',
  statusInvalid: 'Please choose draft or published',
  created: 'Series created',
  saved: 'Changes saved',
  seasonAdded: 'Season added',
  seasonRemoved: 'Season removed',
  episodeAdded: 'Episode added',
  episodeRemoved: 'Episode removed from the series',
  orderSaved: 'Order saved',
} as const;
const M = SERIES_MESSAGES;

// ---- What viewers see ---------------------------------------------------------------------------

export const SeriesEpisode = z.object({
  /** The episode's video id: GET /api/videos/{id}/ gives its stream. */
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  season_number: z.number().int(),
  episode_number: z.number().int(),
  /** Running time in seconds. */
  duration: z.number().int(),
  thumbnail_url: z.string().nullable(),
  video_type: VideoTypeSchema,
});
export type SeriesEpisode = z.infer<typeof SeriesEpisode>;

export const SeriesSeason = z.object({
  number: z.number().int(),
  /** The operator's name for it ('Season 1' when none). */
  title: z.string(),
  episodes: z.array(SeriesEpisode),
});
export type SeriesSeason = z.infer<typeof SeriesSeason>;

export const SeriesCard = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  portrait_thumbnail_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  /** Some episode needs a subscription or a rental. */
  is_premium: z.boolean(),
  season_count: z.number().int(),
  episode_count: z.number().int(),
});
export type SeriesCard = z.infer<typeof SeriesCard>;

/** GET /api/series/{id}/: a published series with its seasons and published episodes in order. */
export const Series = SeriesCard.extend({ seasons: z.array(SeriesSeason) });
export type Series = z.infer<typeof Series>;

export const SeriesResponse = z.object({ status: z.literal('success'), series: Series });
export type SeriesResponse = z.infer<typeof SeriesResponse>;
export const SeriesListResponse = z.object({ status: z.literal('success'), data: z.array(SeriesCard) });
export type SeriesListResponse = z.infer<typeof SeriesListResponse>;

export const SERIES_RESUME_KINDS = ['resume', 'next', 'start'] as const;
/**
 * GET /api/series/{id}/watch-state/ (signed in): the viewer's progress in each episode they
 * started, and what the series page's Play button opens: the episode they were in at its
 * position ('resume'), the one after it when that one is finished ('next'), or the first ('start').
 */
export const SeriesWatchStateResponse = z.object({
  status: z.literal('success'),
  progress: z.array(WatchProgress),
  resume: z
    .object({ video_id: z.number().int(), position: z.number().int(), kind: z.enum(SERIES_RESUME_KINDS) })
    .nullable(),
});
export type SeriesWatchStateResponse = z.infer<typeof SeriesWatchStateResponse>;
export type SeriesResume = NonNullable<SeriesWatchStateResponse['resume']>;

// ---- The console -----------------------------------------------------------------------------

export const AdminSeriesEpisode = z.object({
  video_id: z.number().int(),
  title: z.string(),
  episode_number: z.number().int(),
  /** The title's own publishing state: only published episodes reach viewers. */
  is_published: z.boolean(),
  duration: z.number().int(),
  landscape_image_url: z.string().nullable(),
});
export type AdminSeriesEpisode = z.infer<typeof AdminSeriesEpisode>;

export const AdminSeason = z.object({
  number: z.number().int(),
  title: z.string().nullable(),
  episodes: z.array(AdminSeriesEpisode),
});
export type AdminSeason = z.infer<typeof AdminSeason>;

export const AdminSeriesRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(SERIES_STATUSES),
  season_count: z.number().int(),
  episode_count: z.number().int(),
  landscape_image_url: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminSeriesRow = z.infer<typeof AdminSeriesRow>;

export const AdminSeries = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().int().nullable(),
  status: z.enum(SERIES_STATUSES),
  /** Stored paths (null: the first episode's artwork is shown). */
  landscape_image: z.string().nullable(),
  portrait_image: z.string().nullable(),
  landscape_image_url: z.string().nullable(),
  portrait_image_url: z.string().nullable(),
  /** Pictures the series may use: its episodes' artwork. */
  image_options: z.array(z.object({ path: z.string(), url: z.string(), kind: z.enum(['landscape', 'portrait']) })),
  seasons: z.array(AdminSeason),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminSeries = z.infer<typeof AdminSeries>;

export const AdminSeriesListResponse = z.object({ status: z.literal('success'), data: z.array(AdminSeriesRow) });
export type AdminSeriesListResponse = z.infer<typeof AdminSeriesListResponse>;
export const AdminSeriesResponse = z.object({ status: z.literal('success'), message: z.string().optional(), series: AdminSeries });
export type AdminSeriesResponse = z.infer<typeof AdminSeriesResponse>;

const seriesTitle = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, M.titleTooLong);
const description = z.string().trim().max(5000, M.descriptionTooLong);
const categoryId = z.number({ error: M.categoryNotFound }).int().positive().max(INT4_MAX).nullable();
const seasonNumber = z.coerce.number({ error: M.seasonNumber }).int(M.seasonNumber).min(1, M.seasonNumber).max(MAX_SEASON_NUMBER, M.seasonNumber);
const episodeNumber = z.coerce.number({ error: M.episodeNumber }).int(M.episodeNumber).min(1, M.episodeNumber).max(MAX_EPISODE_NUMBER, M.episodeNumber);
const imagePath = z.string().max(500, M.imageNotOption).nullable();

export const CreateSeriesBody = z.object({ title: seriesTitle, description: description.optional(), category_id: categoryId.optional() }).strict();
export type CreateSeriesBody = z.infer<typeof CreateSeriesBody>;

export const UpdateSeriesBody = z
  .object({
    title: seriesTitle,
    description,
    category_id: categoryId,
    status: z.enum(SERIES_STATUSES, { error: M.statusInvalid }),
    landscape_image: imagePath,
    portrait_image: imagePath,
  })
  .partial()
  .strict();
export type UpdateSeriesBody = z.infer<typeof UpdateSeriesBody>;

const seasonTitle = z
  .string()
  .trim()
  .max(100, M.seasonTitleTooLong)
  .transform((value) => (value === '' ? null : value))
  .nullable();
export const CreateSeasonBody = z.object({ number: seasonNumber, title: seasonTitle.optional() }).strict();
export type CreateSeasonBody = z.infer<typeof CreateSeasonBody>;
export const UpdateSeasonBody = z.object({ title: seasonTitle }).strict();
export type UpdateSeasonBody = z.infer<typeof UpdateSeasonBody>;

/** Attach a title as an episode; without a number it goes last in its season. */
export const AddEpisodeBody = z
  .object({ video_id: wholeId(M.titleNotFound), season_number: seasonNumber, episode_number: episodeNumber.optional() })
  .strict();
export type AddEpisodeBody = z.infer<typeof AddEpisodeBody>;

export const SeasonParams = z.object({ id: wholeId(), number: seasonNumber });
export const EpisodeParams = z.object({ id: wholeId(), videoId: wholeId() });
