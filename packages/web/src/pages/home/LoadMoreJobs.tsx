import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { SimpleButton } from '../../components/button/SimpleButton.tsx';

// Mantine's Button, for its loading state (its Loader and Transition), in a chunk of its own.
const Button = lazy(() => import('./mantine-button.ts').then((m) => ({ default: m.Button })));

/**
 * 'Load more' under the list, with Mantine's loading state while the next page comes. Until that
 * button's code is here (the list asks for it when it first shows the button, after its first
 * page), the same button is drawn without it (components/button/SimpleButton.tsx, the same DOM), so
 * nothing on the screen changes when it arrives, and a press already fetches.
 */
export function LoadMoreJobs({
  loading,
  onClick,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const props = { variant: 'default', onClick, mx: 'auto', mt: 'xs', children } as const;
  return (
    <Suspense fallback={<SimpleButton {...props} />}>
      <Button {...props} loading={loading} />
    </Suspense>
  );
}
