import { type ButtonProps, Button as MantineButton } from '@mantine/core';
import type { ReactElement } from 'react';

// Loaded on demand by LoadMoreJobs.tsx: Mantine's Button brings its Loader and Transition. Typed as
// the plain <button> it draws there (React.lazy cannot carry a polymorphic component's type).
export const Button = MantineButton as (props: ButtonProps & { onClick?: () => void }) => ReactElement;
