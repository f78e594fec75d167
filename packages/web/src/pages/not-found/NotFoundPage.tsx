import { Container, Paper, Text, Title } from '@mantine/core';
import { useI18n } from '../../i18n/I18nProvider.tsx';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <Container size="sm" py="xl">
      <title>{t('notFound.pageTitle')}</title>
      <Paper withBorder p="xl">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text mt="sm" c="dimmed">
          {t('notFound.text')}
        </Text>
      </Paper>
    </Container>
  );
}
