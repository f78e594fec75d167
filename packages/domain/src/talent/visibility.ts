import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';

/**
 * How a seeker is shown in the CV bank (issue 34): not at all (the default), with their name and
 * profile (contacts only once an employer unlocks them), or anonymously (no name, contacts or current
 * employer; an employer can only send a contact request).
 */
export const TALENT_VISIBILITIES = ['off', 'visible', 'anonymous'] as const;
export type TalentVisibility = (typeof TALENT_VISIBILITIES)[number];

export const DEFAULT_TALENT_VISIBILITY: TalentVisibility = 'off';

/** PUT /api/talent/visibility. */
export const talentVisibilitySchema = z.strictObject({
  visibility: z.enum(TALENT_VISIBILITIES, { error: VALIDATION.talent.visibility }),
});
export type TalentVisibilityChange = z.infer<typeof talentVisibilitySchema>;

/** Whether a stored value (absent on a profile from before the CV bank) is a visibility, else off. */
export const visibilityOf = (value: unknown): TalentVisibility =>
  (TALENT_VISIBILITIES as readonly unknown[]).includes(value) ? (value as TalentVisibility) : 'off';

/**
 * Whether employers can find a seeker: opted in, not hidden by the operator. A company the seeker
 * blocked is kept out per search (the index holds the blocks), and the same 404 answers it.
 */
export const isInBank = (state: { visibility: TalentVisibility; hiddenByOperator: boolean }): boolean =>
  state.visibility !== 'off' && !state.hiddenByOperator;
