import { Paper, Text, Title } from '@mantine/core';

/** A tab whose functions the product does not have yet (spec §2: users and wallet). */
export function PlaceholderTab({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {text}
      </Text>
    </Paper>
  );
}
