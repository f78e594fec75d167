import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { friendlyCount } from '@modern-jobs/domain';
import { IconBriefcase, IconBuilding, IconWorld } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { jobQueries } from '../../api/jobs.ts';
import { SimpleButton } from '../../components/button/SimpleButton.tsx';
import { Link } from '../../components/link/Link.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import classes from './HomePage.module.css';

/** A count the API answered ("37", "1000+" when it stopped counting) as the hero writes it ("30+"). */
const shown = (answer: string | null | undefined) =>
  answer ? friendlyCount(Number.parseInt(answer, 10), answer.endsWith('+')) : '…';

/**
 * The board's real figures: the open jobs and their companies, as the first page of the whole list
 * counts them (the list's own request when nothing is searched, and cached at the edge). A component
 * of its own, so the answer's arrival re-renders these three figures, not the whole hero.
 */
function Claims() {
  const { t } = useI18n();
  const first = useInfiniteQuery(jobQueries.list({})).data?.pages[0];
  // "30+" keeps its plus after the number on a right-to-left page too (dir="ltr" on the figure).
  const claims = [
    { icon: IconBriefcase, value: shown(first?.total), label: t('hero.activeJobs') },
    { icon: IconBuilding, value: shown(first?.companies), label: t('hero.companies') },
    { icon: IconWorld, value: t('hero.global'), label: t('hero.opportunities') },
  ];
  return (
    <Group gap="lg" mt="sm" wrap="nowrap" align="flex-start">
      {claims.map(({ icon: Icon, value, label }) => (
        <Stack key={label} gap={0} align="flex-start">
          <Group gap={6}>
            <Icon size={18} aria-hidden="true" />
            <Text fw={800} dir={/\d/.test(value) ? 'ltr' : undefined}>
              {value}
            </Text>
          </Group>
          <Text size="xs" className={classes.heroText}>
            {label}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

/** 'Find Your Dream Career Today' (spec §2), with the board's real figures. */
export function Hero() {
  const { t, path } = useI18n();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <Stack gap="md" align="flex-start">
          <Badge color="yellow" variant="filled" size="lg" tt="none">
            {t('hero.badge')}
          </Badge>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            {t('hero.title')}
          </Title>
          <Text className={classes.heroText}>{t('hero.text')}</Text>
          <Group gap="sm">
            <SimpleButton
              size="md"
              color="yellow"
              c="dark"
              onClick={() => document.getElementById('jobs')?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t('hero.browse')}
            </SimpleButton>
            {/* The employer's pages: signed out, they go through sign-in and come back there. */}
            <SimpleButton size="md" variant="white" component={Link} to={path('/employer')}>
              {t('hero.postJob')}
            </SimpleButton>
          </Group>
          <Claims />
        </Stack>
      </Container>
    </section>
  );
}
