import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';
import { useToastHostWanted } from './toast.ts';

const ToastHost = lazy(() => import('./ToastHost.tsx'));

/** Theme, the query client, and the toast host once a toast is wanted. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const toastsWanted = useToastHostWanted();
  return (
    // Light only, as designed; index.html carries the same data-mantine-color-scheme, so Mantine's
    // stylesheet applies from its first paint and mounting changes no attribute of the whole page.
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {toastsWanted && (
        <Suspense>
          <ToastHost />
        </Suspense>
      )}
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
