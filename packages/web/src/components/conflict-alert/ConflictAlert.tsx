import { Alert, Button, Stack } from '@mantine/core';

/**
 * Said in place when a save was refused because someone else saved first (409/412): the server's
 * message, and the choice to reload, which gives up the edits on screen.
 */
export function ConflictAlert({
  title,
  message,
  reloadLabel,
  onReload,
}: {
  title: string;
  message: string;
  reloadLabel: string;
  onReload: () => void;
}) {
  return (
    <Alert color="yellow" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        {message}
        <Button size="xs" variant="light" onClick={onReload}>
          {reloadLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
