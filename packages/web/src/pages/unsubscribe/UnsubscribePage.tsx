import '../../i18n/english-pages.ts';
// A saved candidate search's words only (not the CV bank's): its link opens this page too.
import '../../i18n/talent-searches-texts.ts';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type TalentSearchesKey, UNSUBSCRIBE_ALL, unsubscribeQuerySchema } from '@modern-jobs/domain';
import { IconMailOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type Unsubscribed, unsubscribe } from '../../api/alerts.ts';
import { ApiError } from '../../api/client.ts';
import { Link } from '../../components/link/Link.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { usePartI18n } from '../../i18n/part-i18n.ts';

/**
 * The page an alert e-mail's unsubscribe link opens (/unsubscribe?u=&a=&t=): no sign-in, and nothing
 * happens on opening it, since mail scanners open links; a press stops this alert's e-mails, or
 * every e-mail (the only choice when the link is for all of them).
 */
export function UnsubscribePage() {
  const { t, errorText, referenceText, path } = useI18n();
  const { tt } = usePartI18n<TalentSearchesKey>();
  const [params] = useSearchParams();
  const query = useMemo(
    () => unsubscribeQuerySchema.safeParse({ u: params.get('u'), a: params.get('a'), t: params.get('t') }),
    [params],
  );
  const stop = useMutation({ mutationFn: unsubscribe });
  const result = useRef<HTMLDivElement>(null);
  const answered = stop.isSuccess || stop.isError;
  // The answer replaces the buttons: a screen reader is taken to it.
  useEffect(() => {
    if (answered) result.current?.focus();
  }, [answered]);

  const press = (scope: 'alert' | 'all') => {
    if (!query.success) return;
    stop.mutate(scope === 'all' ? { ...query.data, a: UNSUBSCRIBE_ALL } : query.data);
  };
  const forAlert = query.success && query.data.a !== UNSUBSCRIBE_ALL;
  // A link cut short or mangled says so at once; one the API refuses says so after the press.
  const failure = query.success
    ? stop.isError && errorText(stop.error, 'common.checkConnection')
    : t('api.unsubscribeInvalid');
  const reference = stop.isError ? referenceText(stop.error) : undefined;
  // Pressing again helps when the answer did not arrive, not when the link was refused.
  const canRetry = stop.isError && !(stop.error instanceof ApiError && stop.error.status < 500);

  return (
    <Container size="sm" py="xl">
      <title>{t('unsubscribe.pageTitle')}</title>
      <meta name="robots" content="noindex" />
      <Paper withBorder p="xl">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconMailOff size={28} aria-hidden="true" color="var(--mantine-color-brand-7)" />
            <Title order={1} size="h2">
              {t('unsubscribe.title')}
            </Title>
          </Group>
          {stop.isSuccess ? (
            <div ref={result} tabIndex={-1} role="status">
              <Text fw={700}>{t('unsubscribe.done')}</Text>
              <Text>{doneText(t, tt, stop.data)}</Text>
            </div>
          ) : failure ? (
            <div ref={result} tabIndex={-1} role="alert">
              <Text fw={700}>{t('unsubscribe.failed')}</Text>
              <Text c="dimmed">{failure}</Text>
              {reference && (
                <Text size="xs" c="dimmed" mt={4}>
                  <bdi>{reference}</bdi>
                </Text>
              )}
            </div>
          ) : (
            <>
              <Text>{forAlert ? t('unsubscribe.alertText') : t('unsubscribe.allText')}</Text>
              <Group gap="sm">
                {forAlert && (
                  <Button
                    onClick={() => press('alert')}
                    loading={stop.isPending && stop.variables?.a !== UNSUBSCRIBE_ALL}
                    disabled={stop.isPending}
                  >
                    {t('unsubscribe.alert')}
                  </Button>
                )}
                <Button
                  variant={forAlert ? 'default' : 'filled'}
                  onClick={() => press('all')}
                  loading={stop.isPending && stop.variables?.a === UNSUBSCRIBE_ALL}
                  disabled={stop.isPending}
                >
                  {t('unsubscribe.all')}
                </Button>
              </Group>
            </>
          )}
          {canRetry && (
            <Button variant="light" onClick={() => stop.reset()} style={{ alignSelf: 'flex-start' }}>
              {t('common.tryAgain')}
            </Button>
          )}
          <Anchor component={Link} to={path('/dashboard')} size="sm">
            {t('unsubscribe.manage')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

function doneText(
  t: ReturnType<typeof useI18n>['t'],
  tt: ReturnType<typeof usePartI18n<TalentSearchesKey>>['tt'],
  done: Unsubscribed,
): string {
  if (done.scope === 'all') return t('unsubscribe.doneAll');
  // A saved search's link deleted it: what stops is its new candidates, not a job alert's jobs.
  if (done.kind === 'candidate-search')
    return done.alertName
      ? tt('talentSearches.unsubscribedNamed', { name: done.alertName })
      : tt('talentSearches.unsubscribed');
  return done.alertName ? t('unsubscribe.doneAlert', { name: done.alertName }) : t('unsubscribe.doneThisAlert');
}
