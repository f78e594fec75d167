import { config } from '../config.ts';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;
const threshold = LEVELS[config.LOG_LEVEL];

/** One JSON object per line, the shape CloudWatch Logs Insights queries by field. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), stage: config.STAGE, ...fields });
  process.stdout.write(`${line}\n`);
}
