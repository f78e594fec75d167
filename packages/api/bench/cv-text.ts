// What keeping a CV's text costs the worker that does it (src/workers/extract-cv-text.ts, 1,024 MB
// and 60 s): a 5 MB PDF that is text from end to end, the worst case (a real CV of 5 MB is mostly
// photos, which are not read), its first extraction in a fresh process (the reader loads), and its
// peak memory. Issue 34: "a 5 MB PDF is extracted within the function's limits, and the time is
// reported".
import { CV_TEXT_WORKER } from '@modern-jobs/domain/workers';
import { extractCvText } from '../src/talent/cv-text.ts';
import { largeTextPdf } from '../test/cv-files.ts';
import { type Figure, reportFigures } from './figures.ts';

const MB = 1024 * 1024;
const pdf = largeTextPdf(5 * MB, 'benchmarker');
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const text = await extractCvText(pdf, 'application/pdf', 20_000);
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
if (!text?.includes('benchmarker')) throw new Error('the PDF was not read');

const { timeoutSeconds, memoryMiB } = CV_TEXT_WORKER.data.limits;
const figures: Figure[] = [
  {
    section: 'cv bank',
    figure: 'cv text extraction (5 MB PDF)',
    value: ms,
    unit: 'ms',
    budget: { max: timeoutSeconds * 1000 },
    note: `${(pdf.byteLength / MB).toFixed(1)} MB of text pages, first extraction of a fresh process; budget: the worker's timeout`,
  },
  {
    section: 'cv bank',
    figure: 'cv text extraction peak RSS (5 MB PDF)',
    value: peak / MB,
    unit: 'MB',
    budget: { max: memoryMiB },
    note: "the process's resident memory while extracting; budget: the worker's memory",
  },
];
reportFigures(figures);
