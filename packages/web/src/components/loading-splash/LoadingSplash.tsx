import { Loader, Stack, Text } from '@mantine/core';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** Full-screen splash while the sign-in state loads (spec §1). */
export function LoadingSplash() {
  const { t } = useI18n();
  return (
    <Stack role="status" aria-live="polite" align="center" justify="center" mih="100dvh" gap="md">
      <Loader color="brand" />
      <Text c="dimmed">{t('splash.loading')}</Text>
    </Stack>
  );
}
