import '../../i18n/profile-texts.ts';
import { Container, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Completeness, User } from '@modern-jobs/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { type ProfileAnswer, profileQuery } from '../../api/profile.ts';
import { ErrorPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useRedirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { loadMoreFields, ProfileFields } from './ProfileFields.tsx';
import { ProfileExtrasPlaceholder } from './placeholders.tsx';
import { useIdleStages, whenIdle } from './useIdleStages.ts';

// The first screen (the title, how complete, the contact details) comes with this chunk; the rest of
// the form (ProfileFields' MoreFields) and what follows it (the CVs, the CV bank's card, "Your data")
// are chunks of their own, fetched while the profile is on its way and put on screen one part at a
// time when the browser is idle (useIdleStages), each in the room its placeholder kept.
const loadExtras = () => import('./ProfileExtras.tsx');
const ProfileExtras = lazy(() => loadExtras().then((m) => ({ default: m.ProfileExtras })));

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

/** What the page shows before the profile is here: the room of its first screen. */
function ProfileLoading() {
  const { t } = useI18n();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('profile.loading')}>
      <Skeleton height={90} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

/** The profile as loaded: the first screen now, the later parts as the browser is idle. */
function ProfileBody({
  answer,
  initial,
  user,
}: {
  answer: ProfileAnswer;
  initial: ProfileAnswer['profile'];
  user: User;
}) {
  const shown = useIdleStages(2);
  return (
    <>
      <CompletenessCard completeness={answer.completeness} answer={answer} />
      <ProfileFields saved={initial} userId={user.id} showRest={shown >= 1} />
      {shown >= 2 ? (
        <Suspense fallback={<ProfileExtrasPlaceholder />}>
          <ProfileExtras cvs={answer.cvs} user={user} />
        </Suspense>
      ) : (
        <ProfileExtrasPlaceholder />
      )}
    </>
  );
}

function Profile({ user }: { user: User }) {
  const { t } = useI18n();
  const profile = useQuery(profileQuery());
  // The first answer is rendered as a transition, which React splits into short tasks, rather
  // than in the one task a query's update otherwise renders in.
  const first = useDeferredValue(profile.data);
  // The fields start from the profile as first loaded; later answers update the rest of the page,
  // at once (a save's new count beside its status).
  const [initial, setInitial] = useState(first?.profile);
  if (!initial && first) setInitial(first.profile);
  const data = initial ? profile.data : first;
  // The later parts' code is fetched while the profile is on its way: the phone waits then anyway.
  // One part per idle callback: asking for a part's ~15 chunks costs the main thread a few
  // milliseconds each on a phone, and both parts' ~31 in one callback were a long task of their own.
  useEffect(() => {
    // A failed fetch here is tried again when the part is put on screen, and said there.
    let cancel = whenIdle(() => {
      loadMoreFields().catch(() => undefined);
      cancel = whenIdle(() => loadExtras().catch(() => undefined));
    });
    return () => cancel();
  }, []);

  if (data && initial) return <ProfileBody answer={data} initial={initial} user={user} />;
  if (profile.isError && !profile.data)
    return <ErrorPanel title={t('profile.loadFailed')} error={profile.error} onRetry={() => profile.refetch()} />;
  return <ProfileLoading />;
}

/**
 * /profile, for signed-in seekers only: signed out, they go through sign-in and come back. The
 * title and the introduction are there at once, before the API says who is signed in, and the
 * profile is asked for beside that question rather than after its answer.
 */
export function ProfilePage() {
  const { t, toast } = useI18n();
  const { user, isLoading } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const { pathname } = useLocation();
  useQuery({ ...profileQuery(), enabled: isLoading || user !== null });

  useEffect(() => {
    if (!isLoading && !user) redirectToLogin(toast('loggedOut'), pathname);
  }, [isLoading, user, redirectToLogin, toast, pathname]);

  return (
    <Container size="md" py="lg">
      <title>{t('profile.pageTitle')}</title>
      <meta name="description" content={t('profile.metaDescription')} />
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('profile.title')}
        </Title>
        <Text c="dimmed">{t('profile.intro')}</Text>
        {user ? <Profile user={user} /> : <ProfileLoading />}
      </Stack>
    </Container>
  );
}
