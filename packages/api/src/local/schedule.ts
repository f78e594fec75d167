import { randomUUID } from 'node:crypto';
import type { ScheduledFunction, ScheduledRun } from '@modern-jobs/domain/workers';
import type { Context } from 'aws-lambda';

/**
 * What EventBridge Scheduler does in AWS, for the local stack: runs a scheduled function as its role
 * (its declared data access and queues, enforced), on a timer, one run at a time.
 */
export async function runOnTimer(
  fn: ScheduledFunction,
  everyMs: number,
  /** the schedule's clock: what each run is told its scheduled time is (now unless given) */
  clock: () => Date = () => new Date(),
): Promise<{ stop(): Promise<void> }> {
  const { handler } = (await import(`../workers/${fn.handler}.ts`)) as {
    handler: (event: unknown, context: Context) => Promise<unknown>;
  };
  const { runInvocation } = await import('./invocation.ts');
  const { enforceQueueGrants, runAsSender } = await import('./elasticmq-local.ts');
  await enforceQueueGrants();
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      // As EventBridge Scheduler's input (infra): the run's scheduled time.
      .then(() => {
        const run: ScheduledRun = { scheduledTime: clock().toISOString() };
        return runInvocation(fn, randomUUID(), (context) => runAsSender(fn, () => handler(run, context)));
      })
      .catch((error: Error) => process.stderr.write(`local schedule: ${fn.handler}: ${error.message}\n`));
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
