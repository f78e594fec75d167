import { en, LANGUAGE_NAMES } from '@modern-jobs/domain';
import { expect } from 'vitest';

/**
 * The check that an Urdu page shows no English: every seeker and employer screen at its /ur/ URL is
 * right to left, in Urdu, and shows no English but the brand, the file formats, and what the API,
 * the operator or the person wrote (job data, settings, names), which the page shows as written.
 */

/**
 * Latin text an Urdu page may show whatever the data: the brand, file formats (documents and
 * images), the example web address, and the switch's "English" (GLOSSARY.md).
 */
export const ALWAYS_ALLOWED = [
  'Modern Jobs',
  'PDF',
  'DOCX',
  'DOC',
  'MB',
  'PNG',
  'JPEG',
  'WebP',
  'https://example.pk',
  LANGUAGE_NAMES.en,
];

/** Where a text is shown: text nodes and these attributes, in the body; plus the title and description. */
const TEXT_ATTRIBUTES = [
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
];

interface Shown {
  where: string;
  text: string;
}

function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const role = element.getAttribute('role');
  return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}>`;
}

/** Every text the page shows or says: each element's own text, its labelling attributes, the title. */
function shownTexts(): Shown[] {
  const shown: Shown[] = [];
  for (const element of [document.body, ...document.body.querySelectorAll('*')]) {
    if (element.closest('script, style, template')) continue;
    // An element's own text nodes together, so "{title} کے لیے" split by React still reads as one.
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (own) shown.push({ where: `text of ${describeElement(element)}`, text: own });
    for (const attribute of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) shown.push({ where: `${attribute} of ${describeElement(element)}`, text: value });
    }
  }
  shown.push({ where: 'document.title', text: document.title });
  for (const meta of document.head.querySelectorAll('meta[name="description"]')) {
    shown.push({ where: 'meta description', text: meta.getAttribute('content') ?? '' });
  }
  return shown;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CATALOG_KEYS = new Set(Object.keys(en));

/**
 * What on the page is not Urdu: runs of Latin letters outside the allowed phrases, catalog keys
 * shown in place of their text, "undefined", and `{slots}` left unfilled.
 */
export function notUrdu(allowed: readonly string[]): string[] {
  const phrases = [...new Set([...ALWAYS_ALLOWED, ...allowed].filter((phrase) => phrase.trim()))]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => new RegExp(`(?<![A-Za-z])${escapeRegExp(phrase)}(?![A-Za-z])`, 'g'));
  const problems: string[] = [];
  for (const { where, text } of shownTexts()) {
    const rest = phrases.reduce((left, phrase) => left.replace(phrase, ' '), text);
    const latin = rest.match(/[A-Za-z]{2,}/g);
    const keys = [...text.matchAll(/\b[a-z]+\.[a-zA-Z-]+(?:\.[a-zA-Z]+)?(?:_one|_other)?\b/g)]
      .map(([key]) => key)
      .filter((key) => CATALOG_KEYS.has(key));
    const slots = text.match(/\{\w+\}/g);
    const reasons = [
      ...(latin ? [`Latin ${latin.map((run) => `"${run}"`).join(', ')}`] : []),
      ...(keys.length ? [`catalog key ${keys.join(', ')}`] : []),
      ...(/undefined|NaN|\[object Object\]/.test(text) ? ['undefined/NaN'] : []),
      ...(slots ? [`unfilled ${slots.join(', ')}`] : []),
    ];
    if (reasons.length) problems.push(`${where}: ${JSON.stringify(text)} (${reasons.join('; ')})`);
  }
  return problems;
}

/** The page is Urdu, right to left, with nothing left in English but what `allowed` names. */
export function expectAllUrdu(allowed: readonly string[]) {
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('ur');
  const problems = notUrdu(allowed);
  expect(problems, `English or untranslated text on an Urdu page:\n${problems.join('\n')}`).toEqual([]);
}
