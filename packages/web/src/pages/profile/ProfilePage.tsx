import '../../i18n/profile-texts.ts';
import './profile-styles.ts';
import { Container, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Completeness, User } from '@modern-jobs/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { type ProfileAnswer, profileQuery } from '../../api/profile.ts';
import { LoadingSplash } from '../../components/loading-splash/LoadingSplash.tsx';
import { ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useRedirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { TalentLinkCard } from '../talent/TalentLinkCard.tsx';
import { CvManager } from './CvManager.tsx';
import { ProfileFields } from './ProfileFields.tsx';
import { YourData } from './YourData.tsx';

/** How complete the profile is (the API's count), what is missing, and whether one tap is ready. */
function CompletenessCard({ completeness, answer }: { completeness: Completeness; answer: ProfileAnswer }) {
  const { t } = useI18n();
  const parts = (list: readonly string[]) =>
    list.map((part) => t(`profile.part.${part}` as 'profile.part.cv')).join(t('profile.listSeparator'));
  const label = t('profile.completeness', { percent: completeness.percent });
  return (
    <Paper withBorder p="md" radius="md" data-testid="profile-completeness">
      <Text fw={700}>{label}</Text>
      <Progress value={completeness.percent} mt="xs" mb="xs" aria-label={label} />
      <Text size="sm" c="dimmed">
        {completeness.missing.length > 0
          ? t('profile.missing', { parts: parts(completeness.missing) })
          : t('profile.complete')}
      </Text>
      <Text size="sm" mt={4} fw={500} c={answer.canApplyInOneTap ? 'brand.8' : undefined}>
        {answer.canApplyInOneTap
          ? t('profile.oneTapReady')
          : t('profile.oneTapNeeds', { parts: parts(answer.missingForOneTap) })}
      </Text>
    </Paper>
  );
}

function Profile({ user }: { user: User }) {
  const { t } = useI18n();
  const profile = useQuery(profileQuery());
  // The fields start from the profile as first loaded; later answers update the rest of the page.
  const [initial, setInitial] = useState(profile.data?.profile);
  if (!initial && profile.data) setInitial(profile.data.profile);

  return (
    <Container size="md" py="lg">
      <title>{t('profile.pageTitle')}</title>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('profile.title')}
        </Title>
        <Text c="dimmed">{t('profile.intro')}</Text>
        {profile.isPending && (
          <Stack gap="md" aria-busy="true" aria-label={t('profile.loading')}>
            <Skeleton height={90} radius="md" />
            <Skeleton height={320} radius="md" />
          </Stack>
        )}
        {profile.isError && !profile.data && (
          <ErrorPanel title={t('profile.loadFailed')} error={profile.error} onRetry={() => profile.refetch()} />
        )}
        {profile.data && initial && (
          <>
            <CompletenessCard completeness={profile.data.completeness} answer={profile.data} />
            <ProfileFields saved={initial} userId={user.id} />
            <CvManager cvs={profile.data.cvs} />
            <TalentLinkCard />
            <YourData user={user} />
          </>
        )}
      </Stack>
    </Container>
  );
}

/** /profile, for signed-in seekers only: signed out, they go through sign-in and come back. */
export function ProfilePage() {
  const { user, isLoading } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const { toast } = useI18n();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isLoading && !user) redirectToLogin(toast('loggedOut'), pathname);
  }, [isLoading, user, redirectToLogin, toast, pathname]);

  if (isLoading || !user) return <LoadingSplash />;
  return <Profile user={user} />;
}
