import { Sha256 } from '@aws-crypto/sha256-js';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { signRequest } from '../../../src/search/opensearch/sigv4.ts';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'token=',
};
const NOW = new Date('2026-11-27T02:30:00.000Z');

/** The Authorization the AWS SDK's own signer gives the same request. */
async function sdkSignature(method: string, url: URL, body: string | undefined, headers: Record<string, string>) {
  const signer = new SignatureV4({ service: 'es', region: 'ap-south-1', sha256: Sha256, credentials });
  const signed = await signer.sign(
    new HttpRequest({
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { host: url.host, ...headers },
      ...(body !== undefined ? { body } : {}),
    }),
    { signingDate: NOW },
  );
  return signed.headers;
}

describe('SigV4 for OpenSearch Service', () => {
  it.each([
    ['POST', 'https://search-x.ap-south-1.es.amazonaws.com/modern-jobs-jobs/_search', '{"size":1}'],
    ['POST', 'https://search-x.ap-south-1.es.amazonaws.com/_bulk?refresh=wait_for&require_alias=true', '{}\n'],
    ['GET', 'https://search-x.ap-south-1.es.amazonaws.com/_cat/indices/prod-jobs-*?format=json&h=index', undefined],
    ['GET', 'https://search-x.ap-south-1.es.amazonaws.com/_alias/prod-jobs', undefined],
  ])('signs %s %s as the AWS SDK does', async (method, address, body) => {
    const url = new URL(address);
    const headers = { 'content-type': 'application/json' };
    const ours = signRequest(
      { method, url, headers, ...(body !== undefined ? { body } : {}) },
      credentials,
      'ap-south-1',
      'es',
      NOW,
    );
    // The SDK signs the payload hash it is given; ours signs the real one, so give the SDK ours.
    const sdk = await sdkSignature(method, url, body, {
      ...headers,
      'x-amz-content-sha256': ours['x-amz-content-sha256'] ?? '',
    });
    expect(ours.authorization).toBe(sdk.authorization);
    expect(ours['x-amz-security-token']).toBe('token=');
  });
});
