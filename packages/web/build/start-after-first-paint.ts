import type { Plugin, Rollup } from 'vite';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** How many scripts the start script asks for in one task (see below). */
export const PRELOADS_PER_TASK = 4;

export interface StartOptions {
  /**
   * By page path, modules loaded on demand that the page renders at once: fetched with the app.
   * A path ending in `*` covers every path it begins (`/ur/*`: every Urdu page).
   */
  preload?: Record<string, string[]>;
  /** Modules loaded on demand that visitors usually want next, fetched and compiled (not run) when idle. */
  prefetch?: string[];
}

/**
 * Paints the page's static shell (index.html) before the app costs the phone anything. As Vite
 * writes it, the head asks for the stylesheet, which blocks the first paint, and for the scripts,
 * which share a slow connection with it and then run before the first frame: on a cheap phone on
 * 3G the visitor looks at a blank page for a second or two. Instead, one small inline script, after
 * the first paint (the browser's own paint timing), asks for the scripts and the stylesheet together
 * and starts the app once the stylesheet has arrived (so it never renders unstyled). The timeout
 * covers a background tab, which does not paint, and browsers without paint timing. The chunks the
 * entry imports (React's, vite.config.ts) run first, one at a time, each in a task of its own, and
 * then the entry: running all of it at once was the longest task of a page's start.
 *
 * The chunks a page renders at once though they load on demand (`preload`, by path) are asked for
 * with the app. Once the app has started and the browser is idle, it preloads the `prefetch` ones,
 * one per idle callback: a modulepreload fetches and compiles a module without running it, where an
 * early `import()` would evaluate the whole page's code in one long task just as the visitor starts
 * to scroll.
 */
export function startAfterFirstPaint({ preload = {}, prefetch = [] }: StartOptions = {}): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('start-after-first-paint: index.html has no entry script');
        const scripts = [entry, ...[...html.matchAll(PRELOAD)].map((m) => m[1] ?? '')];
        const styles = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
        const notStarting = (files: string[]) => files.filter((file) => !scripts.includes(file));
        const withPage = bundle
          ? Object.fromEntries(
              Object.entries(preload).map(([page, modules]) => [page, notStarting(chunkFiles(bundle, modules))]),
            )
          : {};
        const later = bundle ? notStarting(chunkFiles(bundle, prefetch)) : [];
        const start = [
          'let s=()=>{s=()=>{};',
          `const a=(r,h)=>{const l=document.createElement("link");l.rel=r;l.href=h;if(r!=="stylesheet")l.crossOrigin="";document.head.append(l);return new Promise(d=>{l.onload=l.onerror=d})};`,
          `const w=${JSON.stringify(withPage)},p=location.pathname;`,
          // A few links per task: asking for a module costs the main thread about a millisecond
          // (a 4x slower phone: 4), and a page's 10-21 of them in one task was a long task of its own
          // just after the first paint. The app's own scripts come first, in the first task.
          `const q=[...${JSON.stringify(scripts)},...Object.keys(w).filter(k=>k===p||(k.endsWith("*")&&p.startsWith(k.slice(0,-1)))).flatMap(k=>w[k])],b=()=>{q.splice(0,${PRELOADS_PER_TASK}).forEach(h=>a("modulepreload",h));if(q.length)setTimeout(b)};b();`,
          `${JSON.stringify(scripts.slice(1))}.reduce((r,h)=>r.then(()=>import(h)),Promise.all(${JSON.stringify(styles)}.map(h=>a("stylesheet",h)))).then(()=>import(${JSON.stringify(entry)}))`,
          // One at a time, each in an idle callback of its own: asking for a module costs the main
          // thread about half a millisecond (a 4x slower phone: 2), and all of them at once was a
          // long task of their own just as the first screen settled.
          later.length > 0
            ? `.then(()=>{const q=${JSON.stringify(later)},i=window.requestIdleCallback||setTimeout,n=()=>{const h=q.shift();if(h){a("modulepreload",h);i(n)}};i(n)})};`
            : '};',
          'try{new PerformanceObserver(()=>s()).observe({type:"paint",buffered:true})}catch{}setTimeout(()=>s(),1000)',
        ].join('');
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace(STYLESHEET, '')
          .replace('</body>', `<script>${start}</script>\n</body>`);
      },
    },
  };
}

/** The script files of the chunks built from these modules, with what they import, as URLs. */
function chunkFiles(bundle: Rollup.OutputBundle, modules: string[]): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(`/${fileName}`)) return;
    files.add(`/${fileName}`);
    for (const imported of chunk.imports) add(imported);
  };
  for (const module of modules) {
    const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`start-after-first-paint: no chunk is built from ${module}`);
    add(chunk.fileName);
  }
  return [...files];
}
