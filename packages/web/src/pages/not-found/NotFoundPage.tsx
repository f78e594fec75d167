import { Container, Paper, Text, Title } from '@mantine/core';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <Title order={1} size="h2">
          404 Page Not Found
        </Title>
        <Text mt="sm" c="dimmed">
          Did you forget to add the page to the router?
        </Text>
      </Paper>
    </Container>
  );
}
