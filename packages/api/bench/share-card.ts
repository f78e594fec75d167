// What drawing a job's share card costs in the worker that draws it (src/cards): the first card of
// an execution environment (the rasterizer's WebAssembly and the fonts load), then warm cards, and
// the PNG's size against the 300 KB. Run in a fresh process, as a cold worker starts.
import { cardLinesOf } from '../src/cards/card-key.ts';
import { jobCard } from '../src/cards/card-layout.ts';
import { renderCard } from '../src/cards/render-card.ts';
import { demoLogoPng } from '../src/files/demo-logo.ts';
import { aJob } from '../test/fixtures.ts';
import { BENCH_ENV } from './env.ts';
import { type Figure, median, reportFigures } from './figures.ts';

Object.assign(process.env, BENCH_ENV);
const WARM = 15;
const logo = `data:image/png;base64,${demoLogoPng('Indus Soft Labs').toString('base64')}`;
const card = (i: number) =>
  jobCard(
    cardLinesOf(
      aJob({ title: `Senior Backend Engineer (Node.js, AWS) for payments team ${i}`, salaryMin: 250_000 + i }),
    ),
    logo,
  );

const first = performance.now();
const firstPng = await renderCard(card(0));
const firstMs = performance.now() - first;
const warm: number[] = [];
let largest = firstPng.length;
for (let i = 1; i <= WARM; i++) {
  const start = performance.now();
  const png = await renderCard(card(i));
  warm.push(performance.now() - start);
  largest = Math.max(largest, png.length);
}

const figures: Figure[] = [
  {
    section: 'share cards',
    figure: 'first card of a worker',
    value: firstMs,
    unit: 'ms',
    note: 'loads resvg (WebAssembly) and two Inter faces, then lays out and rasterizes',
  },
  { section: 'share cards', figure: 'card, warm', value: median(warm), unit: 'ms', note: `median of ${WARM}` },
  { section: 'share cards', figure: 'card PNG, largest', value: largest / 1000, unit: 'KB', budget: { max: 300 } },
];
reportFigures(figures);
