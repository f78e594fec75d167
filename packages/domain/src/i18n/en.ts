import { EN_EMPLOYER } from './en-employer.ts';
import { EN_FIRST_SCREEN } from './en-first-screen.ts';
import { EN_PAGES } from './en-pages.ts';
import { EN_WALLET } from './en-wallet.ts';
import type { Texts } from './format.ts';

/**
 * English: the spec's texts, whole. Every other language's catalog has exactly these keys. The web
 * app takes it in parts (the first screen's, the pages', the employer's, the wallet's), so a first visit carries
 * only the words it shows; another language likewise (ur.ts, ur-employer.ts, ur-wallet.ts).
 */
export const en = { ...EN_FIRST_SCREEN, ...EN_PAGES, ...EN_EMPLOYER, ...EN_WALLET } as const;

export type MessageKey = keyof typeof en;

/** English texts whole, for code that formats outside a page (the API, tests). */
export const ENGLISH: Texts = { locale: 'en', catalog: en };
