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
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {toastsWanted && (
        <Suspense>
          <ToastHost />
        </Suspense>
      )}
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
