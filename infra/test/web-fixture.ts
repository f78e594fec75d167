import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stand-in for the SPA's build: one page with an inline script, one hashed asset. */
export const INLINE_SCRIPT = "document.title='x'";
export const INDEX_HTML = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/a.js"></script></head></html>`;

/** Writes the stand-in build into `dir` and answers it. */
export function writeWebDist(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'a.js'), 'console.log(1)');
  return dir;
}
