import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckoutOrder, GatewayConfig } from '../../../src/wallet/gateways/gateway.ts';

export const ORDER: CheckoutOrder = {
  reference: 'MJ20261127A1',
  amountPaisa: 150_000,
  currency: 'PKR',
  // 12:00 in Karachi (UTC+5)
  createdAt: new Date('2026-11-27T07:00:00Z'),
  expiresAt: new Date('2026-11-28T07:00:00Z'),
  description: 'Add funds: PKR 1,500 <wallet>',
  returnUrl: 'https://jobs.example.pk/api/wallet/return/jazzcash',
};

export const JAZZCASH: GatewayConfig = {
  merchantId: 'MC12345',
  secret: 'x8u2s9t4v1',
  password: 'y3e0w5z9q2',
  checkoutUrl: 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
  inquiryUrl: 'https://sandbox.jazzcash.com.pk/ApplicationAPI/API/PaymentInquiry/Inquire',
};

export const EASYPAISA: GatewayConfig = {
  merchantId: '43219',
  secret: 'Y6XJ3G8EC2TQK5DA',
  username: 'modernjobs',
  password: 'inquiry-password',
  accountNumber: '654321987',
  checkoutUrl: 'https://easypaystg.easypaisa.com.pk/easypay/Index.jsf',
  confirmUrl: 'https://easypaystg.easypaisa.com.pk/easypay/Confirm.jsf',
  inquiryUrl: 'https://easypaystg.easypaisa.com.pk/easypay-service/rest/v4/inquire-transaction',
  notificationUrlPrefix: 'https://easypaystg.easypaisa.com.pk/easypay-service/',
};

export interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a function and records what it was asked. */
export function fakeFetch(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    sent.push(call);
    return answer(call);
  }) as typeof fetch;
  return { fetch: fn, sent };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A gateway that takes the connection and never answers: the inquiry must give up on its own. */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
