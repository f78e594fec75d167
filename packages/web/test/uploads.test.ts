import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/client.ts';
import { putWithRetries } from '../src/api/uploads.ts';

/** An XMLHttpRequest that answers each send with the next of `answers`: a status, or a dropped connection. */
class ScriptedXhr {
  static answers: Array<number | 'dropped'> = [];
  static sent = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name === 'x-amz-request-id' ? 'S3REQID12345' : null;
  }
  abort() {
    this.onabort?.();
  }
  send() {
    ScriptedXhr.sent += 1;
    const answer = ScriptedXhr.answers.shift() ?? 200;
    queueMicrotask(() => {
      if (answer === 'dropped') this.onerror?.();
      else {
        this.status = answer;
        this.onload?.();
      }
    });
  }
}

const file = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  ScriptedXhr.sent = 0;
});

describe('sending a file (putWithRetries)', () => {
  it('sends again by itself when the connection drops or S3 fails, after the spec’s delays', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.answers = ['dropped', 503, 200];
    const started = performance.now();

    await putWithRetries('https://s3/x', file(), 'application/pdf', () => undefined);

    expect(ScriptedXhr.sent).toBe(3);
    // 0 ms before the second try, 1,000 ms before the third.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('gives up at once on a refusal, with S3’s request id as the reference', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.answers = [403];

    const failure = await putWithRetries('https://s3/x', file(), 'application/pdf', () => undefined).catch((e) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, reference: 'S3REQID1' });
    expect(ScriptedXhr.sent).toBe(1);
  });

  it('stops waiting to try again when the upload is cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.answers = ['dropped', 'dropped', 'dropped'];
    const controller = new AbortController();

    const sending = putWithRetries('https://s3/x', file(), 'application/pdf', () => undefined, controller.signal);
    setTimeout(() => controller.abort(), 100);

    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(ScriptedXhr.sent).toBe(2);
  });
});
