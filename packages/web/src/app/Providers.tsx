import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { theme } from './theme.ts';
import { useToastHostWanted } from './toast.ts';

const ToastHost = lazy(() => import('./ToastHost.tsx'));

/** Light only, as designed: no scheme to read from (or watch in) localStorage as the app starts. */
const LIGHT_ONLY: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/** Theme, the query client, and the toast host once a toast is wanted. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const toastsWanted = useToastHostWanted();
  return (
    // Light only, as designed; index.html carries the same data-mantine-color-scheme, so Mantine's
    // stylesheet applies from its first paint and mounting changes no attribute of the whole page.
    // The theme's CSS variables are in the stylesheet (mantine-variables.css, made at build time),
    // and the build leaves out the code that would compute them (build/no-runtime-css-variables.ts).
    // No global classes either: they serve only the hiddenFrom and visibleFrom props, which nothing
    // uses, and writing them was a stylesheet more for the browser to apply as the app starts.
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      colorSchemeManager={LIGHT_ONLY}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {toastsWanted && (
        <Suspense>
          <ToastHost />
        </Suspense>
      )}
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
