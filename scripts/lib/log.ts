/** Prefixed lines on stdout for the command-line tasks. */
export function say(line: string): void {
  process.stdout.write(`[modern-jobs] ${line}\n`);
}

export function fail(line: string): never {
  process.stderr.write(`[modern-jobs] ${line}\n`);
  process.exit(1);
}
