import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOASTS } from '@modern-jobs/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/** Theme, toasts (one at a time, 5 s: spec §9) and the query client. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications limit={TOASTS.limit} autoClose={TOASTS.durationMs} position="top-right" />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
