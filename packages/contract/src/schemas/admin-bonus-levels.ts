// Issue 17.4 (not in SPEC 7): the five referral bonus levels in the console, editor role. Basis
// points on the wire and in the database (500 = 5%); the console edits percent with up to two
// decimals. An edit applies to payments completed after it only (docs/decisions.md).
import { z } from 'zod';

export const BONUS_LEVELS_MESSAGES = {
  levelsInvalid: 'Please send all five levels, 1 to 5, once each',
  percentInvalid: 'Each level is a percentage from 0 to 100 with at most two decimals',
  totalTooHigh: 'The five levels together can be at most 50%',
  descriptionRequired: 'Please describe each level',
  descriptionTooLong: 'A description can be at most 200 characters',
  bonusLevelsSaved: 'Bonus levels saved. They apply to payments completed from now on.',
  bonusLevelsUnchanged: 'Nothing changed',
} as const;

const B = BONUS_LEVELS_MESSAGES;

/** The five levels together may pay out at most half of a subscription (basis points). */
export const BONUS_TOTAL_CAP_BASIS_POINTS = 5000;
export const BONUS_LEVEL_COUNT = 5;

export const AdminBonusLevel = z.object({
  level: z.number().int(),
  description: z.string(),
  basis_points: z.number().int(),
});
export type AdminBonusLevel = z.infer<typeof AdminBonusLevel>;

export const AdminBonusLevelsResponse = z.object({
  status: z.literal('success'),
  levels: z.array(AdminBonusLevel),
  total_cap_basis_points: z.number().int(),
});
export type AdminBonusLevelsResponse = z.infer<typeof AdminBonusLevelsResponse>;

/** PUT /api/admin/bonus-levels/: all five levels at once. */
export const UpdateBonusLevelsBody = z.object({
  levels: z
    .array(
      z.object({
        level: z.coerce
          .number({ error: B.levelsInvalid })
          .int(B.levelsInvalid)
          .min(1, B.levelsInvalid)
          .max(BONUS_LEVEL_COUNT, B.levelsInvalid),
        basis_points: z.coerce
          .number({ error: B.percentInvalid })
          .int(B.percentInvalid)
          .min(0, B.percentInvalid)
          .max(10_000, B.percentInvalid),
        description: z
          .string({ error: B.descriptionRequired })
          .trim()
          .min(1, B.descriptionRequired)
          .max(200, B.descriptionTooLong),
      }),
      { error: B.levelsInvalid },
    )
    .length(BONUS_LEVEL_COUNT, B.levelsInvalid)
    .refine(
      (levels) => new Set(levels.map((l) => l.level)).size === BONUS_LEVEL_COUNT,
      B.levelsInvalid,
    )
    .refine(
      (levels) =>
        levels.reduce((sum, l) => sum + l.basis_points, 0) <= BONUS_TOTAL_CAP_BASIS_POINTS,
      B.totalTooHigh,
    ),
});
export type UpdateBonusLevelsBody = z.infer<typeof UpdateBonusLevelsBody>;

export const UpdateBonusLevelsResponse = AdminBonusLevelsResponse.extend({
  message: z.string(),
  changed: z.boolean(),
});
export type UpdateBonusLevelsResponse = z.infer<typeof UpdateBonusLevelsResponse>;

/** '5.25' → 525 basis points; null when it is not 0-100 with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

/** 525 → '5.25', 500 → '5', 550 → '5.5'. */
export function basisPointsToPercent(points: number): string {
  const whole = Math.floor(points / 100);
  const rest = String(points % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}
