/** One server-to-server notification a stand-in sent, and what the merchant answered. */
export interface Delivery {
  url: string;
  method: string;
  body?: string;
  status?: number;
  answer?: string;
  error?: string;
}

export type Send = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends notifications in the background, as a gateway does after the browser has gone back, and
 * remembers each with the merchant's answer. `settled()` lets a test (or the stack's drain) wait
 * for those in flight, since the browser's redirect does not wait for them.
 */
export function createNotifier(send: Send, log: (line: string) => void) {
  const inFlight = new Set<Promise<void>>();
  const deliveries: Delivery[] = [];

  function deliver(url: string, init: RequestInit): void {
    const delivery: Delivery = {
      url,
      method: init.method ?? 'GET',
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    };
    deliveries.push(delivery);
    const done = (async () => {
      try {
        const response = await send(url, { ...init, signal: AbortSignal.timeout(10_000) });
        delivery.status = response.status;
        delivery.answer = await response.text();
      } catch (error) {
        // The real gateways retry later; the stand-ins say so and stop (a test can send it again).
        delivery.error = (error as Error).message;
        log(`pay: notification to ${url} failed: ${delivery.error}`);
      }
    })();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }

  return {
    deliver,
    deliveries,
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
