import { Skeleton, Stack } from '@mantine/core';

// The room the profile's later parts take (about a phone's, between English and Urdu), kept while
// their chunks load and until they are put on screen, so nothing the seeker reads moves when they
// arrive. Hidden from screen readers, which hear the parts themselves.

/** About you, work history, education, what you are looking for (MoreFields). */
export function MoreFieldsPlaceholder() {
  return (
    <Stack gap="md" aria-hidden="true" data-testid="profile-later-placeholder">
      <Skeleton height={520} radius="md" />
      <Skeleton height={170} radius="md" />
      <Skeleton height={170} radius="md" />
      <Skeleton height={210} radius="md" />
    </Stack>
  );
}

/** The saved CVs, the CV bank's card and "Your data" (ProfileExtras). */
export function ProfileExtrasPlaceholder() {
  return (
    <Stack gap="md" aria-hidden="true" data-testid="profile-later-placeholder">
      <Skeleton height={330} radius="md" />
      <Skeleton height={150} radius="md" />
      <Skeleton height={290} radius="md" />
    </Stack>
  );
}
