import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The app's index.html a page is rendered into, for the URL asked for. */
export type TemplateSource = (url: string) => Promise<string>;

/**
 * In Lambda, the web build's index.html, which the bundler copies beside each page handler
 * (build/bundle-handlers.ts); read once per execution environment.
 */
let bundled: Promise<string> | undefined;
const bundledTemplate: TemplateSource = () => {
  bundled ??= readFile(join(import.meta.dirname, 'index.html'), 'utf8');
  return bundled;
};

let source: TemplateSource = bundledTemplate;

/**
 * Where templates come from when not in Lambda: the local stack gives the built index.html in
 * production mode, and Vite's transformed one in development, so pages follow the app's edits.
 */
export function setPageTemplate(next: TemplateSource): void {
  source = next;
}

export function pageTemplate(url: string): Promise<string> {
  return source(url);
}
