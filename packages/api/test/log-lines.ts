import { vi } from 'vitest';

/**
 * The JSON lines the API wrote while `fn` ran, with what `fn` answered. Powertools writes info lines
 * to stdout and warnings and errors to stderr, so both are read.
 */
export async function linesOf<T>(fn: () => Promise<T>): Promise<{ result: T; lines: Array<Record<string, unknown>> }> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(capture),
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  let result: T;
  try {
    result = await fn();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  const lines = written.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line));
  return { result, lines };
}
