import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of the profile's form, named by its title for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
