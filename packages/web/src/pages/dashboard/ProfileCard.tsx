import '../../i18n/profile-texts.ts';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { profileQuery } from '../../api/profile.ts';
import { Link } from '../../components/link/Link.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** The dashboard's way to the profile: how complete it is, and the link to edit it. */
export function ProfileCard() {
  const { t, path } = useI18n();
  const titleId = useId();
  const profile = useQuery(profileQuery());
  const completeness = profile.data?.completeness;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 200 }}>
          <IconUserCircle size={28} aria-hidden="true" />
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={700} id={titleId}>
              {t('nav.profile')}
            </Text>
            {completeness ? (
              <>
                <Text size="sm">{t('profile.completeness', { percent: completeness.percent })}</Text>
                <Progress value={completeness.percent} size="sm" aria-hidden="true" />
              </>
            ) : null}
            {!profile.data?.canApplyInOneTap && (
              <Text size="sm" c="dimmed">
                {t('dashboard.profileHint')}
              </Text>
            )}
          </Stack>
        </Group>
        <Button component={Link} to={path('/profile')} variant="light">
          {t('dashboard.profileLink')}
        </Button>
      </Group>
    </Paper>
  );
}
