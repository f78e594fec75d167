// Where a page's start spends the main thread: Chromium's performance trace of cold loads at 4x CPU
// slowdown (Lighthouse's mobile preset simulates the same factor), its long tasks after the first
// contentful paint (what Total Blocking Time counts), what runs inside them by kind (script,
// layout, style, paint, compile, GC), and the script's self time by function and by file, from the
// trace's own CPU profile. Not a budget: a tool for finding what to change, and for figures before
// and after a change.
//
//   cd scripts && MJ_JAVA=java pnpm exec tsx bench/trace.ts [page ...]
//   TRACE_RUNS=5 (cold loads per page), TRACE_CPU=4, TRACE_CLOCK=cpu (thread time x4, for a busy
//   machine), TRACE_SIGNED_IN=1 (a seeker with a profile),
//   TRACE_OUT=<dir> (keeps each trace, for the DevTools performance panel).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { freePort } from '@modern-jobs/api/local';
import { type Browser, chromium } from 'playwright-core';
import { webRoot } from '../lib/paths.ts';
import { ensureChromium } from '../lib/prerequisites.ts';
import { startLocalStack } from '../local-stack/stack.ts';
import { seekerWithProfile } from './seeker-profile.ts';

const RUNS = Number(process.env.TRACE_RUNS) || 5;
/**
 * TRACE_CLOCK=cpu: each task measured by its thread's own time (tdur) times Lighthouse's 4x, on an
 * unthrottled load: on a machine shared with other work, wall time includes the waits for a core,
 * which the thread time leaves out. The default is wall time under CDP's CPU throttling.
 */
const CPU_CLOCK = process.env.TRACE_CLOCK === 'cpu';
const CPU = CPU_CLOCK ? 1 : Number(process.env.TRACE_CPU) || 4;
/** An event's cost: its wall time, or with TRACE_CLOCK=cpu its thread time times 4. */
const cost = (e: { dur?: number; tdur?: number }) => (CPU_CLOCK ? (e.tdur ?? e.dur ?? 0) * 4 : (e.dur ?? 0));
const PAGES =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/ur/', '/job/seed-01', '/ur/job/seed-01'];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's own time in the event: what it cost, less any time the thread waited for a core */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
  };
}

/** Kinds of main-thread work, by the trace event that does it. */
const KIND: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EventDispatch: 'script',
  'v8.run': 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  'V8.ParseFunction': 'compile',
  'V8.CompileLazy': 'compile',
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'Document::updateStyleAndLayout': 'layout',
  ParseHTML: 'html',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
};

/**
 * Self time (the time no child event of the same thread covers) inside [start, end], by kind of
 * work and by trace event name.
 */
function selfTimes(
  events: TraceEvent[],
  start: number,
  end: number,
): { kinds: Map<string, number>; names: Map<string, number> } {
  const inside = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts + (e.dur ?? 0) <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kinds = new Map<string, number>();
  const names = new Map<string, number>();
  const stack: { end: number; kind: string; name: string; childTime: number; cost: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      kinds.set(done.kind, (kinds.get(done.kind) ?? 0) + done.cost - done.childTime);
      names.set(done.name, (names.get(done.name) ?? 0) + done.cost - done.childTime);
    }
  };
  for (const event of inside) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.childTime += cost(event);
    const kind = KIND[event.name] ?? (parent ? parent.kind : 'other');
    stack.push({ end: event.ts + (event.dur ?? 0), kind, name: event.name, childTime: 0, cost: cost(event) });
  }
  close(Number.POSITIVE_INFINITY);
  return { kinds, names };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

/** Each CPU-profile sample on the thread: when, and which function was running. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): { ts: number; node: ProfileNode }[] {
  const profiles = new Map<
    string,
    { start: number; nodes: Map<number, ProfileNode>; samples: { ts: number; id: number }[]; last: number }
  >();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid && event.id)
      profiles.set(event.id, {
        start: event.args?.data?.startTime ?? event.ts,
        nodes: new Map(),
        samples: [],
        last: event.args?.data?.startTime ?? event.ts,
      });
    if (event.name !== 'ProfileChunk' || !event.id) continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      profile.last += deltas[i] ?? 0;
      profile.samples.push({ ts: profile.last, id });
    });
  }
  const out: { ts: number; node: ProfileNode }[] = [];
  for (const profile of profiles.values())
    for (const sample of profile.samples) {
      const node = profile.nodes.get(sample.id);
      if (node) out.push({ ts: sample.ts, node });
    }
  return out.sort((a, b) => a.ts - b.ts);
}

/** A built file's source map, decoded: for each generated line, its segments (column, source, line). */
const maps = new Map<string, { sources: string[]; lines: [number, number, number][][] } | null>();
function sourceMapOf(file: string) {
  if (maps.has(file)) return maps.get(file);
  const path = join(webRoot, 'dist', 'assets', `${file}.map`);
  if (!existsSync(path)) {
    maps.set(file, null);
    return null;
  }
  const raw = JSON.parse(readFileSync(path, 'utf8')) as { sources: string[]; mappings: string };
  // A segment with no source (the bundler's own code) is named after the last one that had one.
  let last: [source: number, line: number] = [0, 0];
  const lines = decode(raw.mappings).map((line) =>
    line.map((segment): [number, number, number] => {
      if (segment.length >= 4) last = [segment[1], segment[2]] as [number, number];
      return [segment[0], ...last];
    }),
  );
  const map = { sources: raw.sources.map((s) => s.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '')), lines };
  maps.set(file, map);
  return map;
}

/** Where a built file's line and column came from: `src/pages/home/JobList.tsx:42`, or null. */
function originalOf(url: string, line: number, column: number): string | null {
  const map = sourceMapOf(url.replace(/^.*\//, ''));
  const segments = map?.lines[line];
  if (!map || !segments) return null;
  let found: [number, number, number] | undefined;
  for (const segment of segments) if (segment[0] <= column) found = segment;
  return found ? `${map.sources[found[1]]}:${found[2] + 1}` : null;
}

const fileOf = (url: string) => url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

interface RunFigures {
  fcp: number;
  /** the last largest-contentful-paint candidate */
  lcp: number;
  /** the API paths the page asked for, each with how many times */
  api: Map<string, number>;
  tbt: number;
  longTasks: number[];
  kinds: Map<string, number>;
  names: Map<string, number>;
  functions: Map<string, number>;
  files: Map<string, number>;
}

function analyse(events: TraceEvent[]): RunFigures {
  // The page's renderer: the main thread that painted its first contentful paint.
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcpEvent) throw new Error('the trace has no first contentful paint');
  const pid = fcpEvent.pid;
  const main = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tid = main?.tid ?? fcpEvent.tid;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid);
  const navigation = events.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts ?? thread[0]?.ts ?? 0;
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ph === 'X' && cost(e) > 50_000);
  const long = tasks.filter((e) => e.ts + (e.dur ?? 0) > fcpEvent.ts);
  const kinds = new Map<string, number>();
  const names = new Map<string, number>();
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  const samples = samplesOf(events, pid, tid);
  for (const task of long) {
    const self = selfTimes(thread, task.ts, task.ts + (task.dur ?? 0));
    for (const [kind, time] of self.kinds) kinds.set(kind, (kinds.get(kind) ?? 0) + time / 1000);
    for (const [name, time] of self.names) names.set(name, (names.get(name) ?? 0) + time / 1000);
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0));
    inTask.forEach((sample, i) => {
      const next = inTask[i + 1]?.ts ?? sample.ts;
      const ms = (next - sample.ts) / 1000;
      const { functionName = '', url = '', lineNumber = 0, columnNumber = 0 } = sample.node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') return;
      const name = `${functionName || '(anonymous)'} ${originalOf(url, lineNumber, columnNumber) ?? `${fileOf(url)}:${lineNumber + 1}`}`;
      functions.set(name, (functions.get(name) ?? 0) + ms);
      files.set(fileOf(url), (files.get(fileOf(url)) ?? 0) + ms);
    });
  }
  const blocking = (e: TraceEvent) => {
    // Lighthouse counts only what falls after the first contentful paint.
    const after = e.ts >= fcpEvent.ts ? 1 : (e.ts + (e.dur ?? 0) - fcpEvent.ts) / (e.dur || 1);
    return Math.max(0, (cost(e) * after) / 1000 - 50);
  };
  const lcpEvent = events.filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate').at(-1);
  const api = new Map<string, number>();
  for (const e of events)
    if (e.pid === pid && e.name === 'ResourceSendRequest') {
      const url = (e.args?.data as { url?: string } | undefined)?.url ?? '';
      const path = /^https?:\/\/[^/]+(\/api\/[^?]*)/.exec(url)?.[1];
      if (path) api.set(path, (api.get(path) ?? 0) + 1);
    }
  return {
    api,
    fcp: (fcpEvent.ts - navigation) / 1000,
    lcp: lcpEvent ? (lcpEvent.ts - navigation) / 1000 : Number.NaN,
    tbt: long.reduce((sum, e) => sum + blocking(e), 0),
    longTasks: long.map((e) => Math.round(cost(e) / 1000)),
    kinds,
    names,
    functions,
    files,
  };
}

async function traceOnce(browser: Browser, url: string, cookies: Map<string, string> | undefined, keep?: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (cookies) await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'load' });
  // The start's later tasks (idle callbacks, the list's second render) come after the load event.
  await page.waitForTimeout(5000);
  const buffer = await browser.stopTracing();
  await context.close();
  if (keep) writeFileSync(keep, buffer);
  const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return analyse(trace.traceEvents);
}

/** A line of the report. */
const say = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const top = (maps: Map<string, number>[], count: number) => {
  const sum = new Map<string, number>();
  for (const map of maps) for (const [k, v] of map) sum.set(k, (sum.get(k) ?? 0) + v / maps.length);
  return [...sum].sort((a, b) => b[1] - a[1]).slice(0, count);
};

/** The breakdowns printed for each page: a title, the figure, how many of its largest. */
const BREAKDOWNS: Array<[string, 'kinds' | 'names' | 'files' | 'functions', number]> = [
  ['inside long tasks, by kind (mean ms per load)', 'kinds', 10],
  ['by trace event (mean ms of self time per load)', 'names', 14],
  ['script self time inside long tasks, by file (mean ms per load)', 'files', 8],
  ['by function', 'functions', 25],
];

const dataDir = mkdtempSync(join(tmpdir(), 'mj-trace-'));
const stack = await startLocalStack({ port: await freePort(), dataDir, fresh: true, webMode: 'static' });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
try {
  const cookies = process.env.TRACE_SIGNED_IN ? (await seekerWithProfile(stack.url)).jar : undefined;
  for (const path of PAGES) {
    const url = `${stack.url}${path}`;
    // A warm-up load: the server's first answers (its caches, the API's cold imports) are not the page's.
    await traceOnce(browser, url, cookies);
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const keep = process.env.TRACE_OUT
        ? join(process.env.TRACE_OUT, `trace${path.replace(/\W+/g, '-')}${run}.json`)
        : undefined;
      runs.push(await traceOnce(browser, url, cookies, keep));
    }
    const tbts = runs.map((r) => Math.round(r.tbt));
    say(`\n${path} ${CPU_CLOCK ? 'by thread time x4, unthrottled' : `at ${CPU}x CPU`}, ${RUNS} cold loads`);
    say(
      `  FCP median ${Math.round(median(runs.map((r) => r.fcp)))} ms, LCP median ${Math.round(median(runs.map((r) => r.lcp)))} ms`,
    );
    say(`  blocking time after FCP: median ${median(tbts)} ms (runs ${tbts.join(', ')})`);
    say(
      `  API requests per load: ${top(
        runs.map((r) => r.api),
        20,
      )
        .map(([path, n]) => `${path} ${n.toFixed(1)}`)
        .join(', ')}`,
    );
    say(`  long tasks (ms): ${runs.map((r) => `[${r.longTasks.join(' ')}]`).join(' ')}`);
    for (const [title, figure, count] of BREAKDOWNS) {
      say(`  ${title}:`);
      for (const [what, ms] of top(
        runs.map((r) => r[figure]),
        count,
      ))
        say(`    ${ms.toFixed(1).padStart(7)}  ${what}`);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
