import { formatDate, salaryText, type Texts, translate } from '../i18n/format.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from '../i18n/locales.ts';
import { jobPostingJsonLd } from '../rules/job-posting.ts';
import type { Job } from '../schemas/job.ts';
import { SHARE_CARD_SIZE, SITE_CARD_PATH } from './share-card.ts';

/**
 * What a page's first HTML says about it before any script runs: for crawlers (Bing, Google for
 * Jobs) and for link previews (WhatsApp, Facebook, LinkedIn, X fetch the HTML and run nothing).
 * The API renders it into index.html (packages/api/src/pages); the app says the same once it runs.
 */
export interface PageHead {
  locale: Locale;
  /** HTTP status: 404 for a job that does not exist (the app still shows its 'Job Not Found') */
  status: 200 | 404;
  title: string;
  description: string;
  /** absolute URL of this page in this language */
  canonical: string;
  /** the same page in every language (hreflang), and x-default */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** Open Graph properties (og:…), in the order written */
  openGraph: ReadonlyArray<readonly [property: string, content: string]>;
  /** Twitter card names (twitter:…) */
  twitter: ReadonlyArray<readonly [name: string, content: string]>;
  robots?: string;
  /** schema.org data (JobPosting) */
  jsonLd?: Record<string, unknown>;
}

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_PK', ur: 'ur_PK' };

interface PageContext {
  /** the site's origin, e.g. https://jobs.example.pk */
  origin: string;
  texts: Texts;
}

interface JobPageContext extends PageContext {
  /** the path of the job's share card under the origin, once it is drawn */
  card?: string | null;
}

function alternatesOf(origin: string, path: string) {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${localizedPath(locale, path)}` })),
    { hreflang: 'x-default', href: `${origin}${localizedPath(DEFAULT_LOCALE, path)}` },
  ];
}

/**
 * What a link preview reads (Open Graph, and X's card): the page, its title and line, and its
 * 1200x630 share card, absolute, sized and described, shown large.
 */
function shareTags(page: { locale: Locale; url: string; title: string; line: string; image: string }) {
  return {
    openGraph: [
      ['og:type', 'website'],
      ['og:site_name', 'Modern Jobs'],
      ['og:locale', OG_LOCALE[page.locale]],
      ['og:url', page.url],
      ['og:title', page.title],
      ['og:description', page.line],
      ['og:image', page.image],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(SHARE_CARD_SIZE.width)],
      ['og:image:height', String(SHARE_CARD_SIZE.height)],
      ['og:image:alt', page.title],
    ],
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', page.title],
      ['twitter:description', page.line],
      ['twitter:image', page.image],
    ],
  } satisfies Pick<PageHead, 'openGraph' | 'twitter'>;
}

/** The line a preview shows under the title: company, city, salary, deadline. */
export function jobPreviewLine(job: Job, texts: Texts): string {
  const parts = [job.company, job.location, salaryText(job.salaryMin, job.salaryMax, texts)];
  if (job.applicationDeadline)
    parts.push(translate(texts, 'job.applyBy', { date: formatDate(job.applicationDeadline, texts.locale) }));
  return parts.join(' · ');
}

/** A job's page: its title, a description with the salary line, its share card and JobPosting. */
export function jobPageHead(job: Job, { origin, texts, card }: JobPageContext): PageHead {
  const path = `/job/${encodeURIComponent(job.id)}`;
  const canonical = `${origin}${localizedPath(texts.locale, path)}`;
  const title = translate(texts, 'job.pageTitle', { title: job.title, company: job.company });
  const description = translate(texts, 'job.metaDescription', {
    title: job.title,
    company: job.company,
    location: job.location,
    salary: salaryText(job.salaryMin, job.salaryMax, texts),
  });
  const previewTitle = `${job.title} · ${job.company}`;
  const previewLine = jobPreviewLine(job, texts);
  // The job's share card (1200x630, large in every preview); the site's card until it is drawn.
  const image = `${origin}${card ?? SITE_CARD_PATH}`;
  return {
    locale: texts.locale,
    status: 200,
    title,
    description,
    canonical,
    alternates: alternatesOf(origin, path),
    ...shareTags({ locale: texts.locale, url: canonical, title: previewTitle, line: previewLine, image }),
    jsonLd: jobPageJsonLd(job, origin, texts.locale),
  };
}

/**
 * The job page's schema.org data: the JobPosting Google for Jobs reads, as the main entity of a
 * WebPage in the page's language (JobPosting itself has no inLanguage in schema.org).
 */
export function jobPageJsonLd(job: Job, origin: string, locale: Locale): Record<string, unknown> {
  const url = `${origin}${localizedPath(locale, `/job/${encodeURIComponent(job.id)}`)}`;
  const { '@context': context, ...posting } = jobPostingJsonLd(job, origin);
  return {
    '@context': context,
    '@graph': [
      { '@type': 'WebPage', '@id': url, url, name: job.title, inLanguage: locale },
      { ...posting, url, mainEntityOfPage: { '@id': url } },
    ],
  };
}

/** The home page: the site's own title, description and share card, and what the site is (WebSite). */
export function homePageHead({ origin, texts }: PageContext): PageHead {
  const canonical = `${origin}${localizedPath(texts.locale, '/')}`;
  const title = translate(texts, 'site.title');
  const description = translate(texts, 'site.description');
  return {
    locale: texts.locale,
    status: 200,
    title,
    description,
    canonical,
    alternates: alternatesOf(origin, '/'),
    ...shareTags({
      locale: texts.locale,
      url: canonical,
      title,
      line: description,
      image: `${origin}${SITE_CARD_PATH}`,
    }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Modern Jobs',
      url: canonical,
      inLanguage: texts.locale,
      description,
    },
  };
}

/** A job id nobody has (or a draft): 404, kept out of indexes. */
export function jobNotFoundHead(id: string, { origin, texts }: PageContext): PageHead {
  const path = `/job/${encodeURIComponent(id)}`;
  const title = translate(texts, 'job.notFoundTitle');
  return {
    locale: texts.locale,
    status: 404,
    title,
    description: translate(texts, 'job.notFoundText'),
    canonical: `${origin}${localizedPath(texts.locale, path)}`,
    alternates: [],
    openGraph: [],
    twitter: [],
    robots: 'noindex',
  };
}
