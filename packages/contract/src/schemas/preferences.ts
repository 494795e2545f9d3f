import { z } from 'zod';

// Issue 18 (not in SPEC 7): the viewer's player choices, kept on the server so they follow the
// viewer to the next title and to every device. GET /users/preferences/; PATCH the same path with
// any subset. Null means never chosen: the app then decides (audio in the interface language,
// quality by the network: Data saver on a cellular connection, else Auto).

export const QUALITY_MODES = ['auto', 'data_saver', 'high'] as const;
export type QualityMode = (typeof QUALITY_MODES)[number];
/** subtitle_language when the viewer turned subtitles off (as opposed to never choosing). */
export const SUBTITLES_OFF = 'off';

export const PREFERENCE_MESSAGES = {
  invalid: 'Please choose a valid setting.',
  saved: 'Settings saved',
} as const;

/** A BCP 47 language tag as players report them ('te', 'en-IN', 'und'). */
const languageTag = z
  .string({ error: PREFERENCE_MESSAGES.invalid })
  .max(35, PREFERENCE_MESSAGES.invalid)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, PREFERENCE_MESSAGES.invalid);

export const ViewerPreferences = z.object({
  audio_language: z.string().nullable(),
  /** A language tag, 'off', or null (never chosen). */
  subtitle_language: z.string().nullable(),
  quality: z.enum(QUALITY_MODES).nullable(),
  autoplay_next: z.boolean(),
});
export type ViewerPreferences = z.infer<typeof ViewerPreferences>;

export const DEFAULT_VIEWER_PREFERENCES: ViewerPreferences = {
  audio_language: null,
  subtitle_language: null,
  quality: null,
  autoplay_next: true,
};

export const UpdatePreferencesBody = z
  .object({
    audio_language: languageTag.nullable(),
    subtitle_language: z.union([z.literal(SUBTITLES_OFF), languageTag], { error: PREFERENCE_MESSAGES.invalid }).nullable(),
    quality: z.enum(QUALITY_MODES, { error: PREFERENCE_MESSAGES.invalid }).nullable(),
    autoplay_next: z.boolean({ error: PREFERENCE_MESSAGES.invalid }),
  })
  .partial()
  .strict();
export type UpdatePreferencesBody = z.input<typeof UpdatePreferencesBody>;

export const PreferencesResponse = z.object({
  status: z.literal('success'),
  preferences: ViewerPreferences,
});
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;
