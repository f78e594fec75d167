import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiListener } from '../../src/local/adapter.ts';

/** The local adapter on a free port, as the local stack serves it. */
export async function startApi(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(createApiListener());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
