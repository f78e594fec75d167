import { LIMITS } from '../constants.ts';

/** Skills text from the admin form: split on commas, trimmed, empty items dropped (spec §5). */
export function parseSkillsText(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill.length > 0);
}

/** Skills back to the form's text when editing (spec §4). */
export function skillsToText(skills: readonly string[]): string {
  return skills.join(', ');
}

/** The card shows at most 3 skills, then '+N more' (spec §2). */
export function skillsPreview(skills: readonly string[], shown: number = LIMITS.skillsOnCard) {
  return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}
