import { z } from 'zod';
import { wholeId } from './common.ts';

// Issue 18 point 5 (not in SPEC 7): operator-set skip markers of a title or episode. The public
// video answer lists them (Video.markers); the console reads and replaces them whole at
// GET / PUT /api/admin/titles/{id}/markers/ (editor role). Seconds from the start of the film.

export const SKIP_MARKER_KINDS = ['intro', 'recap', 'song', 'credits'] as const;
export type SkipMarkerKind = (typeof SKIP_MARKER_KINDS)[number];
/** Kinds the player offers a Skip button for; credits start the next-episode countdown instead. */
export const SKIPPABLE_MARKER_KINDS = ['intro', 'recap', 'song'] as const satisfies readonly SkipMarkerKind[];
/** More than this on one title is a mistake, not a film. */
export const MAX_MARKERS_PER_TITLE = 30;

export const SKIP_MARKER_MESSAGES = {
  kind: 'Please choose intro, recap, song or credits',
  seconds: 'Please enter the time in seconds',
  startBeforeEnd: 'A marker must end after it starts',
  beyondDuration: 'A marker must end within the film’s running time',
  overlap: 'Two markers of the same kind overlap',
  noDuration: 'Upload the film first: markers need its running time',
  tooMany: `A title can have at most ${MAX_MARKERS_PER_TITLE} markers`,
  saved: 'Markers saved',
} as const;

export const SkipMarker = z.object({
  kind: z.enum(SKIP_MARKER_KINDS),
  /** Seconds (up to a tenth). */
  start: z.number(),
  end: z.number(),
});
export type SkipMarker = z.infer<typeof SkipMarker>;

const M = SKIP_MARKER_MESSAGES;
const seconds = z.coerce
  .number({ error: M.seconds })
  .min(0, M.seconds)
  .max(86_400, M.seconds)
  .transform((value) => Math.round(value * 10) / 10);

export const SkipMarkerInput = z.object({
  kind: z.enum(SKIP_MARKER_KINDS, { error: M.kind }),
  start: seconds,
  end: seconds,
});
export type SkipMarkerInput = z.input<typeof SkipMarkerInput>;

export const UpdateMarkersBody = z.object({
  markers: z.array(SkipMarkerInput).max(MAX_MARKERS_PER_TITLE, M.tooMany),
});
export type UpdateMarkersBody = z.infer<typeof UpdateMarkersBody>;

export const MarkersResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  /** The title's running time in seconds (markers must end within it; 0 = no film yet). */
  duration: z.number().int(),
  markers: z.array(SkipMarker),
});
export type MarkersResponse = z.infer<typeof MarkersResponse>;

export const TitleMarkersParam = z.object({ id: wholeId() });
