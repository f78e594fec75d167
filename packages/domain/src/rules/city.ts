import { CITIES, type City } from '../constants.ts';

/** The searchable city a free-text location names, if any ("Gulberg, Lahore" → lahore). */
export function cityOf(location: string | null | undefined): City | null {
  const words = (location ?? '').toLowerCase().split(/[^a-z]+/);
  return CITIES.find((city) => words.includes(city)) ?? null;
}
