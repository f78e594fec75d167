// Built once: toLocaleDateString with options builds a new formatter on every call.
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
});

/** A date-only value as people in Pakistan read it: "21 Dec 2026" (spec §3: shown as date only). */
export function formatDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00+05:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return DATE.format(date);
}
