import { formatDate, isBoostLive, type JobSummary, postedAgo, salaryText, skillsPreview } from '@modern-jobs/domain';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { BoostedBadge } from '../boosted-badge/BoostedBadge.tsx';
import { Link } from '../link/Link.tsx';
import { SaveToggle } from '../save-job/SaveJobButton.tsx';
import { recruiterText } from '../trust/recruiter-text.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import classes from './JobCard.module.css';

// A card is drawn with the elements, classes and variables Mantine's Card, Group, Stack, Title, Text
// and Badge write for the props the card gave them (test/job-card.test.tsx holds the two to the same
// DOM), but without running them: ten cards made some 150 Mantine components, each resolving its
// props, styles and theme on every render, a quarter of the Urdu home page's main-thread time at
// start. What does not change from card to card is worked out once, here. A Mantine upgrade that
// changes what those components write fails that test: write the card's DOM again from it.

const GROUP = 'm_4081bf90 mantine-Group-root';
const STACK = 'm_6d731127 mantine-Stack-root';
const TEXT = 'mantine-focus-auto m_b6d8b162 mantine-Text-root';
const TITLE = `${classes.title} m_8a5d1357 mantine-Title-root`;
const BADGE = 'm_347db0ec mantine-Badge-root';
const BADGE_LABEL = 'm_5add502a mantine-Badge-label';
const CARD = `${classes.card} m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root`;
const BOOSTED_CARD = `${classes.card} ${classes.boosted} m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root`;

const vars = (style: Record<string, string | number>) => style as CSSProperties;
const group = (gap: string, align: string, justify: string, wrap: string) =>
  vars({ '--group-gap': gap, '--group-align': align, '--group-justify': justify, '--group-wrap': wrap });
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
const text = (size: 'sm' | 'xs', color: string, more: CSSProperties = {}) =>
  vars({
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
    color,
    ...more,
  });

const CARD_STYLE = vars({ '--card-padding': 'var(--mantine-spacing-md)' });
const BODY_STYLE = group('var(--mantine-spacing-sm)', 'flex-start', 'flex-start', 'nowrap');
const STACK_STYLE = vars({
  '--stack-gap': rem(4),
  '--stack-align': 'stretch',
  '--stack-justify': 'flex-start',
  minWidth: 0,
  flex: 1,
});
const TITLE_ROW_STYLE = group('var(--mantine-spacing-xs)', 'flex-start', 'space-between', 'nowrap');
const TITLE_STYLE = vars({
  '--title-fw': 'var(--mantine-h3-font-weight)',
  '--title-lh': 'var(--mantine-h3-line-height)',
  '--title-fz': 'var(--mantine-h3-font-size)',
});
// A row of an icon and its text: the location, the verified company.
const ICON_ROW_STYLE = group(rem(4), 'center', 'flex-start', 'nowrap');
const SKILLS_ROW_STYLE = group(rem(6), 'center', 'flex-start', 'wrap');
const POSTED_ROW_STYLE = group(rem(4), 'center', 'flex-start', 'wrap');
const RECRUITER_ROW_STYLE = group(rem(4), 'flex-start', 'flex-start', 'nowrap');
// Small text at 4.5:1 or more on white: the brand's shade 8 and the theme's dimmed (theme.ts).
const VERIFIED_XS = text('xs', 'var(--mantine-color-brand-8)', { fontWeight: 600 });
const NOT_VERIFIED_XS = text('xs', 'var(--mantine-color-dimmed)', { fontWeight: 600 });
const DIMMED_SM = text('sm', 'var(--mantine-color-dimmed)');
const DIMMED_XS = text('xs', 'var(--mantine-color-dimmed)');
const SALARY_STYLE = text('sm', 'var(--mantine-color-brand-8)', { fontWeight: 700 });
const SKILL_STYLE = vars({
  '--badge-height': 'var(--badge-height-sm)',
  '--badge-padding-x': 'var(--badge-padding-x-sm)',
  '--badge-fz': 'var(--badge-fz-sm)',
  '--badge-bg': 'var(--mantine-color-gray-light)',
  '--badge-color': 'var(--mantine-color-gray-light-color)',
  '--badge-bd': `${rem(1)} solid transparent`,
  textTransform: 'none',
});
const BOOSTED_BADGE_STYLE: CSSProperties = { flex: 'none' };

/**
 * One job in the list (spec §2 "Job card"); a verified company says so, and a job abroad says who
 * recruits for it, verified or not (issue 33). The whole card links to the job; its save toggle sits
 * over the card's corner beside the link, not inside it (a button inside a link is neither valid nor
 * reachable on its own). Whether the job is saved comes from the list, which reads the seeker once.
 */
export function JobCard({ job, saved = false, now = new Date() }: { job: JobSummary; saved?: boolean; now?: Date }) {
  const i18n = useI18n();
  const boosted = isBoostLive(job, now);
  const { shown, more } = skillsPreview(job.skills);
  const recruiter = recruiterText(job, i18n);
  return (
    <div className={classes.wrap}>
      <Link
        to={i18n.path(`/job/${job.id}`)}
        className={boosted ? BOOSTED_CARD : CARD}
        data-with-border="true"
        data-orientation="vertical"
        data-boosted={boosted || undefined}
        style={CARD_STYLE}
      >
        <div className={GROUP} style={BODY_STYLE}>
          <CompanyLogo companyLogo={job.companyLogo} />
          {/* Title and company isolated, their lines in the page's direction: a Latin name on an
              Urdu card reads left to right yet starts at the right, each line of it. */}
          <div className={STACK} style={STACK_STYLE}>
            <div className={`${classes.titleRow} ${GROUP}`} style={TITLE_ROW_STYLE}>
              <h3 className={TITLE} data-order="3" style={TITLE_STYLE}>
                <bdi>{job.title}</bdi>
              </h3>
              {boosted && <BoostedBadge size="sm" style={BOOSTED_BADGE_STYLE} />}
            </div>
            <p className={TEXT} data-size="sm" style={DIMMED_SM}>
              <bdi>{job.company}</bdi>
            </p>
            {job.companyVerified && (
              <div
                className={GROUP}
                style={ICON_ROW_STYLE}
                title={i18n.t('trust.company.verifiedTitle', { date: formatDate(job.companyVerified.at, i18n.locale) })}
                data-testid="card-company-verified"
              >
                <IconCircleCheck size={14} color="var(--mantine-color-brand-8)" aria-hidden="true" />
                <p className={TEXT} data-size="xs" style={VERIFIED_XS}>
                  {i18n.t('trust.company.verified')}
                </p>
              </div>
            )}
            <div className={GROUP} style={ICON_ROW_STYLE}>
              <IconMapPin size={14} aria-hidden="true" />
              <p className={TEXT} data-size="sm" data-truncate="end" style={DIMMED_SM}>
                {job.location}
              </p>
            </div>
            {recruiter && (
              <div className={GROUP} style={RECRUITER_ROW_STYLE} data-testid="card-recruiter">
                {recruiter.verified ? (
                  <IconShieldCheck size={14} color="var(--mantine-color-brand-8)" aria-hidden="true" />
                ) : (
                  <IconAlertTriangle size={14} color="var(--mantine-color-yellow-8)" aria-hidden="true" />
                )}
                <p className={TEXT} data-size="xs" style={recruiter.verified ? VERIFIED_XS : NOT_VERIFIED_XS}>
                  {recruiter.text}
                </p>
              </div>
            )}
            <p className={TEXT} data-size="sm" style={SALARY_STYLE}>
              {salaryText(job.salaryMin, job.salaryMax, i18n)}
            </p>
            {shown.length > 0 && (
              <div className={GROUP} style={SKILLS_ROW_STYLE}>
                {shown.map((skill) => (
                  <div key={skill} className={BADGE} data-variant="light" data-size="sm" style={SKILL_STYLE}>
                    <span className={BADGE_LABEL}>{skill}</span>
                  </div>
                ))}
                {more > 0 && (
                  <p className={TEXT} data-size="xs" style={DIMMED_XS}>
                    {i18n.t('card.moreSkills', { count: more })}
                  </p>
                )}
              </div>
            )}
            <div className={GROUP} style={POSTED_ROW_STYLE}>
              <IconClock size={14} aria-hidden="true" />
              <p className={TEXT} data-size="xs" style={DIMMED_XS}>
                {postedAgo(job.createdAt, now, i18n)}
              </p>
            </div>
          </div>
        </div>
      </Link>
      <div className={classes.save}>
        <SaveToggle jobId={job.id} title={job.title} saved={saved} />
      </div>
    </div>
  );
}

/** The list's placeholder while jobs load: same height as a card, so nothing jumps. */
export const JOB_CARD_HEIGHT = 168;
