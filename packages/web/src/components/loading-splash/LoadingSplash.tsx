import { Loader, Stack, Text } from '@mantine/core';

/** Full-screen splash while the sign-in state loads (spec §1). */
export function LoadingSplash() {
  return (
    <Stack role="status" aria-live="polite" align="center" justify="center" mih="100dvh" gap="md">
      <Loader color="brand" />
      <Text c="dimmed">Loading your experience...</Text>
    </Stack>
  );
}
