import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationStatusColour,
  applicationStatusLabel,
  cityOf,
  ENGLISH,
  interviewCalls,
  isBoostLive,
  isJobClosed,
  isSitePath,
  logoPathOf,
  logoSrc,
  parseSkillsText,
  postedAgo,
  skillsPreview,
  skillsToText,
} from '../src/index.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('postedAgo', () => {
  it('counts whole days first', () => {
    expect(postedAgo(ago(86_400_000), NOW, ENGLISH)).toBe('1 day ago');
    expect(postedAgo(ago(3 * 86_400_000 + 5), NOW, ENGLISH)).toBe('3 days ago');
  });
  it('then whole hours', () => {
    expect(postedAgo(ago(3_600_000), NOW, ENGLISH)).toBe('1 hour ago');
    expect(postedAgo(ago(23 * 3_600_000), NOW, ENGLISH)).toBe('23 hours ago');
  });
  it("says 'Just now' under an hour, in the future and for nonsense", () => {
    expect(postedAgo(ago(59 * 60_000), NOW, ENGLISH)).toBe('Just now');
    expect(postedAgo(ago(-3_600_000), NOW, ENGLISH)).toBe('Just now');
    expect(postedAgo('not a date', NOW, ENGLISH)).toBe('Just now');
  });
});

describe('isBoostLive', () => {
  it('needs isBoosted', () => {
    expect(isBoostLive({ isBoosted: false, boostExpiry: null }, NOW)).toBe(false);
  });
  it('is live without an expiry or before it', () => {
    expect(isBoostLive({ isBoosted: true, boostExpiry: null }, NOW)).toBe(true);
    expect(isBoostLive({ isBoosted: true, boostExpiry: '2026-11-21T12:00:00Z' }, NOW)).toBe(true);
  });
  it('ends once the expiry is in the past', () => {
    expect(isBoostLive({ isBoosted: true, boostExpiry: '2026-11-21T11:59:59Z' }, NOW)).toBe(false);
  });
});

describe('isJobClosed', () => {
  it('stays open through the whole deadline day in Pakistan', () => {
    expect(isJobClosed({ applicationDeadline: '2026-11-21' }, new Date('2026-11-21T18:59:59Z'))).toBe(false);
    expect(isJobClosed({ applicationDeadline: '2026-11-21' }, new Date('2026-11-21T19:00:00Z'))).toBe(true);
  });
  it('never closes without a deadline', () => {
    expect(isJobClosed({ applicationDeadline: null }, NOW)).toBe(false);
  });
});

describe('application status', () => {
  it('maps each status to the colour of spec §4', () => {
    expect(['submitted', 'reviewed', 'shortlisted', 'rejected'].map(applicationStatusColour)).toEqual([
      'blue',
      'yellow',
      'green',
      'red',
    ]);
  });
  it('shows a missing status as pending, orange', () => {
    expect(applicationStatusColour(null)).toBe('orange');
    expect(applicationStatusLabel(undefined)).toBe('Pending');
    expect(applicationStatusLabel('shortlisted')).toBe('Shortlisted');
  });
  it('counts interview calls as shortlisted applications', () => {
    expect(interviewCalls([{ status: 'shortlisted' }, { status: 'reviewed' }, { status: 'shortlisted' }])).toBe(2);
  });
});

describe('logoSrc', () => {
  it('prefixes bare paths with /objects/', () => {
    expect(logoSrc('uploads/abc')).toBe('/objects/uploads/abc');
    expect(logoSrc('/uploads/abc')).toBe('/objects/uploads/abc');
  });
  it('keeps /objects/ paths and absolute URLs', () => {
    expect(logoSrc('/objects/logos/a.png')).toBe('/objects/logos/a.png');
    expect(logoSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
  it('has no logo for empty input', () => {
    expect(logoSrc('  ')).toBeNull();
    expect(logoSrc(null)).toBeNull();
  });
  it('always answers a path under /objects/ or an http(s) URL', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const src = logoSrc(text);
        return src === null || src.startsWith('/objects/') || /^https?:\/\//i.test(src);
      }),
    );
  });
});

describe('skills text', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(parseSkillsText(' React, ,TypeScript ,, Node.js ')).toEqual(['React', 'TypeScript', 'Node.js']);
  });
  it('round-trips a list of comma-free skills', () => {
    const skill = fc
      .string({ minLength: 1, maxLength: 12 })
      .map((s) => s.replaceAll(',', '').trim())
      .filter((s) => s.length > 0);
    fc.assert(
      fc.property(fc.array(skill, { maxLength: 8 }), (skills) => {
        expect(parseSkillsText(skillsToText(skills))).toEqual(skills);
      }),
    );
  });
  it('never yields a blank or comma-holding item', () => {
    fc.assert(
      fc.property(fc.string(), (text) =>
        parseSkillsText(text).every((s) => s.length > 0 && s === s.trim() && !s.includes(',')),
      ),
    );
  });
  it('previews at most 3 skills and counts the rest', () => {
    expect(skillsPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(skillsPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('cityOf', () => {
  it('finds the searchable city in a location', () => {
    expect(cityOf('Gulberg, Lahore, Pakistan')).toBe('lahore');
    expect(cityOf('Dubai, UAE')).toBeNull();
  });
});

describe('isSitePath', () => {
  it('accepts paths on this site and refuses what a browser reads as another host', () => {
    expect(isSitePath('/job/abc?x=1#top')).toBe(true);
    for (const other of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ])
      expect(isSitePath(other), JSON.stringify(other)).toBe(false);
  });

  it('never lets a link it accepts leave the site, whatever the characters (as the URL parser resolves it)', () => {
    const base = 'https://jobs.example.pk/';
    const pathish = fc
      .array(
        fc.oneof(fc.constantFrom('/', '\\', '\t', '\n', '\r', '.', '@', ':', '%2f', 'evil.example'), fc.string()),
        {
          maxLength: 6,
        },
      )
      .map((parts) => `/${parts.join('')}`);
    fc.assert(
      fc.property(pathish, (value) => {
        if (isSitePath(value)) expect(new URL(value, base).host).toBe('jobs.example.pk');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('logoPathOf', () => {
  it('stores every spelling of a logo path as /objects/logos/…', () => {
    for (const value of ['/objects/logos/abc.png', 'logos/abc.png', '/logos/abc.png', ' logos/demo/x.png '])
      expect(logoPathOf(value), value).toMatch(/^\/objects\/logos\/(abc|demo\/x)\.png$/);
  });
  it("keeps an upload's id that begins with '-' or '_' (base64url)", () => {
    expect(logoPathOf('/objects/logos/-Xr2bq9Lw0aZ5sTt1uVv3w')).toBe('/objects/logos/-Xr2bq9Lw0aZ5sTt1uVv3w');
    expect(logoPathOf('logos/_Xr2bq9Lw0aZ5sTt1uVv3w')).toBe('/objects/logos/_Xr2bq9Lw0aZ5sTt1uVv3w');
  });
  it('refuses what is not a logo path', () => {
    for (const value of [
      'https://evil.example/x.png',
      '/objects/uploads/cv.pdf',
      'pending/logos/abc',
      '/objects/logos/../uploads/cv.pdf',
      '/objects/logos/.hidden',
      '/objects/logos//abc',
      'http://localhost:5173/modern-jobs-local-uploads/pending/logos/abc?X-Amz-Signature=1',
    ])
      expect(logoPathOf(value), value).toBeNull();
  });
});
