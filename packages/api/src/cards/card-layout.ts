import type { ShareCardLines } from '@modern-jobs/domain';

/**
 * The cards' designs, as satori's element trees (what JSX would compile to, without a JSX build).
 * Sizes are for 1200x630 and chosen for the smallest place a card is seen: a 300x157 thumbnail in a
 * chat, where the 80 px title is 20 px and the 48 px lines are 12 px.
 */
export interface CardNode {
  type: string;
  props: { style?: Record<string, unknown>; children?: CardChild | CardChild[]; src?: string; [key: string]: unknown };
}
type CardChild = CardNode | string;

const BRAND = '#0b7a4b';
const INK = '#111827';
const MUTED = '#4b5563';

const node = (type: string, style: Record<string, unknown>, children?: CardChild | CardChild[]): CardNode => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
});

/** One line of text that ends in '…' when it is too long. */
const oneLine = (style: Record<string, unknown>, text: string) =>
  node('div', { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, text);

/** The company's logo, or its initial on the brand's colour when it has none (or none we can draw). */
function companyMark(company: string, logo: string | null): CardNode {
  const box = { width: 112, height: 112, borderRadius: 20, flexShrink: 0 };
  if (logo)
    return node('div', { ...box, display: 'flex', border: '2px solid #e5e7eb', background: '#fff', padding: 8 }, [
      { type: 'img', props: { src: logo, width: 92, height: 92, style: { objectFit: 'contain' } } },
    ]);
  const initial = [...company.trim()][0]?.toUpperCase() ?? 'M';
  return node(
    'div',
    { ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', background: BRAND, color: '#fff' },
    node('div', { fontSize: 64, fontWeight: 700 }, initial),
  );
}

const brandBand = node('div', { display: 'flex', height: 20, background: BRAND });

/** The whole card: its content stacked top to bottom, in Inter. */
const CARD = { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', fontFamily: 'Inter' };

/** A job's card: who (logo, company, place), what (title), and the salary, with the site's name. */
export function jobCard(lines: ShareCardLines, logo: string | null): CardNode {
  return node('div', { ...CARD, background: '#fff' }, [
    brandBand,
    node('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '44px 72px 48px' }, [
      node('div', { display: 'flex', alignItems: 'center' }, [
        companyMark(lines.company, logo),
        node('div', { display: 'flex', flexDirection: 'column', marginLeft: 32, width: 880 }, [
          oneLine({ fontSize: 48, fontWeight: 700, color: INK }, lines.company),
          oneLine({ fontSize: 40, color: MUTED, marginTop: 6 }, lines.place),
        ]),
      ]),
      node(
        'div',
        {
          display: 'block',
          marginTop: 40,
          fontSize: 80,
          fontWeight: 700,
          lineHeight: 1.12,
          color: INK,
          lineClamp: 2,
          overflow: 'hidden',
        },
        lines.title,
      ),
      node('div', { display: 'flex', marginTop: 'auto', alignItems: 'center', justifyContent: 'space-between' }, [
        oneLine(
          {
            fontSize: 48,
            fontWeight: 700,
            color: BRAND,
            background: '#e7f5ee',
            borderRadius: 16,
            padding: '10px 24px',
            maxWidth: 760,
          },
          lines.salary,
        ),
        node('div', { display: 'flex', fontSize: 36, fontWeight: 700, color: MUTED }, 'Modern Jobs'),
      ]),
    ]),
  ]);
}

/** Text that wraps within the site card's margins. */
const TEXT_BLOCK = { display: 'block', width: 1024 };

/** The site's card, for its home page and any page that is not a job. */
export function siteCard(lines: { title: string; text: string }): CardNode {
  return node('div', { ...CARD, justifyContent: 'center', padding: '0 88px', background: BRAND, color: '#fff' }, [
    node('div', { display: 'flex', fontSize: 56, fontWeight: 700, opacity: 0.9 }, 'Modern Jobs'),
    node('div', { ...TEXT_BLOCK, fontSize: 88, fontWeight: 700, lineHeight: 1.1, marginTop: 24 }, lines.title),
    node('div', { ...TEXT_BLOCK, fontSize: 40, lineHeight: 1.3, marginTop: 32, opacity: 0.95 }, lines.text),
  ]);
}
