import { Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';

// Mantine's <Loader color="brand" /> as it draws it (its oval loader, animated by Mantine's
// stylesheet; test/pages.test.tsx holds the two to the same DOM), without running it: its module
// brings all three of its loaders, 0.3 KB (gzip) of every first visit's script for a splash that
// shows only while a page's code loads. A Mantine upgrade that changes what it draws fails that test.
const LOADER = 'm_5ae2e3c mantine-Loader-root m_b34414df';
const LOADER_STYLE = { '--loader-color': 'var(--mantine-color-brand-filled)' } as CSSProperties;

/** Full-screen splash while the sign-in state loads (spec §1). */
export function LoadingSplash() {
  const { t } = useI18n();
  return (
    <Stack role="status" aria-live="polite" align="center" justify="center" mih="100dvh" gap="md">
      <span className={LOADER} style={LOADER_STYLE} />
      <Text c="dimmed">{t('splash.loading')}</Text>
    </Stack>
  );
}
