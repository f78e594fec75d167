import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, isBoostLive, type JobSummary, postedAgo, salaryText, skillsPreview } from '@modern-jobs/domain';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoostedBadge } from '../src/components/boosted-badge/BoostedBadge.tsx';
import { CompanyLogo } from '../src/components/job-card/CompanyLogo.tsx';
import classes from '../src/components/job-card/JobCard.module.css';
import { JobCard } from '../src/components/job-card/JobCard.tsx';
import { Link } from '../src/components/link/Link.tsx';
import { recruiterText } from '../src/components/trust/recruiter-text.ts';
import { useI18n } from '../src/i18n/I18nProvider.tsx';
import { normalized } from './normalized-dom.ts';
import { aJob, renderWithProviders } from './render.tsx';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (overrides: Record<string, unknown> = {}) =>
  renderWithProviders(<JobCard job={aJob({ createdAt: '2026-11-18T11:00:00Z', ...overrides }) as never} now={NOW} />);

/** The card as Mantine's components drew it, before the card wrote their DOM itself. */
function MantineCard({ job, now }: { job: JobSummary; now: Date }) {
  const i18n = useI18n();
  const boosted = isBoostLive(job, now);
  const { shown, more } = skillsPreview(job.skills);
  const recruiter = recruiterText(job, i18n);
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={i18n.path(`/job/${job.id}`)}
      className={`${classes.card} ${boosted ? classes.boosted : ''}`}
      data-boosted={boosted || undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <CompanyLogo companyLogo={job.companyLogo} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start" className={classes.titleRow}>
            <Title order={3} className={classes.title}>
              <bdi>{job.title}</bdi>
            </Title>
            {boosted && <BoostedBadge size="sm" style={{ flex: 'none' }} />}
          </Group>
          <Text size="sm" c="dimmed">
            <bdi>{job.company}</bdi>
          </Text>
          {job.companyVerified && (
            <Group
              gap={4}
              wrap="nowrap"
              title={i18n.t('trust.company.verifiedTitle', { date: formatDate(job.companyVerified.at, i18n.locale) })}
              data-testid="card-company-verified"
            >
              <IconCircleCheck size={14} color="var(--mantine-color-brand-8)" aria-hidden="true" />
              <Text size="xs" fw={600} c="brand.8">
                {i18n.t('trust.company.verified')}
              </Text>
            </Group>
          )}
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden="true" />
            <Text size="sm" c="dimmed" truncate>
              {job.location}
            </Text>
          </Group>
          {recruiter && (
            <Group gap={4} wrap="nowrap" align="flex-start" data-testid="card-recruiter">
              {recruiter.verified ? (
                <IconShieldCheck size={14} color="var(--mantine-color-brand-8)" aria-hidden="true" />
              ) : (
                <IconAlertTriangle size={14} color="var(--mantine-color-yellow-8)" aria-hidden="true" />
              )}
              <Text size="xs" fw={600} c={recruiter.verified ? 'brand.8' : 'dimmed'}>
                {recruiter.text}
              </Text>
            </Group>
          )}
          <Text size="sm" fw={700} c="brand.8">
            {salaryText(job.salaryMin, job.salaryMax, i18n)}
          </Text>
          {shown.length > 0 && (
            <Group gap={6}>
              {shown.map((skill) => (
                <Badge key={skill} variant="light" color="gray" size="sm" tt="none">
                  {skill}
                </Badge>
              ))}
              {more > 0 && (
                <Text size="xs" c="dimmed">
                  {i18n.t('card.moreSkills', { count: more })}
                </Text>
              )}
            </Group>
          )}
          <Group gap={4}>
            <IconClock size={14} aria-hidden="true" />
            <Text size="xs" c="dimmed">
              {postedAgo(job.createdAt, now, i18n)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

const ABROAD = {
  location: 'Dubai, UAE',
  recruiter: { kind: 'oep', licence: '1234/RWP' },
  recruiterVerified: { at: '2026-11-25T09:00:00.000Z' },
};

describe('JobCard', () => {
  it('says who recruits for a job abroad and when the operator verified it, or that nobody has', async () => {
    const { unmount } = card(ABROAD);
    expect(screen.getByTestId('card-recruiter')).toHaveTextContent(
      'Licensed recruiter: OEP licence 1234/RWP, verified 25 Nov 2026',
    );
    unmount();
    const direct = card({ ...ABROAD, recruiter: { kind: 'direct' } });
    expect(screen.getByTestId('card-recruiter')).toHaveTextContent(
      'Recruiting directly: the employer abroad, verified 25 Nov 2026',
    );
    direct.unmount();
    const unverified = card({ location: 'Doha, Qatar' });
    expect(screen.getByTestId('card-recruiter')).toHaveTextContent('Recruiter not verified');
    unverified.unmount();
    // A job at home says nothing of a recruiter.
    card();
    expect(screen.queryByTestId('card-recruiter')).toBeNull();
  });

  it("says when the operator verified the job's company, and nothing when nobody has", async () => {
    const { unmount } = card({ companyVerified: { at: '2026-11-24T09:00:00.000Z' } });
    const mark = screen.getByTestId('card-company-verified');
    expect(mark).toHaveTextContent('Verified company');
    expect(mark).toHaveAttribute('title', 'Modern Jobs checked this company’s registration on 24 Nov 2026');
    unmount();
    card();
    expect(screen.queryByTestId('card-company-verified')).toBeNull();
  });

  it('says it in Urdu on an Urdu page, the licence kept left to right', async () => {
    renderWithProviders(<JobCard job={aJob(ABROAD) as never} now={NOW} />, '/ur/');
    expect(await screen.findByTestId('card-recruiter')).toHaveTextContent(
      'لائسنس یافتہ بھرتی کنندہ: او ای پی لائسنس \u20661234/RWP\u2069، تصدیق 25 نومبر، 2026',
    );
    // A Latin title and company name are isolated, their lines left in the page's direction (they
    // start at the right, as dir="auto" on the lines would not).
    for (const text of ['Senior React Developer', 'Indus Soft Labs']) {
      const name = screen.getByText(text);
      expect(name.tagName).toBe('BDI');
      expect(name.parentElement).not.toHaveAttribute('dir');
    }
  });

  it('links to the job and shows title, company, location, salary and posted time', () => {
    card();
    const link = screen.getByRole('link');

    expect(link).toHaveAttribute('href', '/job/seed-01');
    expect(link).toHaveTextContent('Senior React Developer');
    expect(link).toHaveTextContent('Indus Soft Labs');
    expect(link).toHaveTextContent('Karachi, Pakistan');
    expect(link).toHaveTextContent('PKR 350,000 - 550,000');
    expect(link).toHaveTextContent('3 days ago');
  });

  it('shows at most 3 skills, then "+N more"', () => {
    card();

    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('Node.js')).toBeInTheDocument();
    expect(screen.queryByText('GraphQL')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
  });

  it('says nothing more when there are 3 skills or fewer', () => {
    card({ skills: ['Excel'] });

    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it.each([
    [{ salaryMin: 45000, salaryMax: null }, 'PKR 45,000+'],
    [{ salaryMin: null, salaryMax: 30000 }, 'Up to PKR 30,000'],
    [{ salaryMin: null, salaryMax: null }, 'Salary not disclosed'],
  ])('writes the salary %o as "%s"', (salary, text) => {
    card(salary);

    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('prefixes a bare logo path with /objects/ and falls back to an icon when it fails to load', () => {
    const { container } = card({ companyLogo: 'logos/demo/indus-soft.png' });
    const img = container.querySelector('img');

    expect(img).toHaveAttribute('src', '/objects/logos/demo/indus-soft.png');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('logo-fallback')).toBeInTheDocument();
  });

  it('shows the fallback icon when there is no logo', () => {
    card({ companyLogo: null });

    expect(screen.getByTestId('logo-fallback')).toBeInTheDocument();
  });

  it('glows and says BOOSTED while the boost is live, and not after it ends', () => {
    const { unmount } = card({ isBoosted: true, boostExpiry: '2026-11-30T00:00:00Z' });
    expect(screen.getByText('BOOSTED')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('data-boosted', 'true');
    unmount();

    card({ isBoosted: true, boostExpiry: '2026-11-20T00:00:00Z' });
    expect(screen.queryByText('BOOSTED')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).not.toHaveAttribute('data-boosted');
  });

  it.each([
    ['an ordinary job', {}],
    ['a boosted job with a logo', { isBoosted: true, boostExpiry: null, companyLogo: 'logos/demo/indus-soft.png' }],
    ['a job with few skills and no salary', { skills: ['Excel'], salaryMin: null, salaryMax: null }],
    ['a job without skills', { skills: [] }],
    ['a job abroad with a verified recruiter', ABROAD],
    ['a job abroad, its recruiter not verified', { location: 'Doha, Qatar' }],
    ["a verified company's job abroad", { ...ABROAD, companyVerified: { at: '2026-11-24T09:00:00.000Z' } }],
  ])('draws %s with the DOM Mantine drew it with, in both languages', async (_, overrides) => {
    for (const path of ['/', '/ur/']) {
      const job = aJob({ createdAt: '2026-11-18T11:00:00Z', ...overrides }) as never;
      const ours = renderWithProviders(<JobCard job={job} now={NOW} />, path);
      const mantine = renderWithProviders(<MantineCard job={job} now={NOW} />, path);
      const link = await within(ours.container).findByRole('link');
      const reference = await within(mantine.container).findByRole('link');
      expect(normalized(link)).toBe(normalized(reference));
      ours.unmount();
      mantine.unmount();
    }
  });
});
