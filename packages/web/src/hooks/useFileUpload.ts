import type { MessageKey } from '@modern-jobs/domain';
import { useCallback, useRef, useState } from 'react';
import { confirmUpload, putWithRetries, requestUploadUrl, type UploadPurpose } from '../api/uploads.ts';
import { contentTypeOf, FILE_RULES, fileProblem } from './file-rules.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; progress: number }
  | { status: 'processing'; file: File }
  | {
      status: 'done';
      file: File;
      /** what a save refers to: the checked object's path, or (checkedOnSave) the URL it was sent to, unsigned */
      objectPath: string;
    }
  | {
      status: 'failed';
      file: File | null;
      stage: 'check' | 'send' | 'process';
      /** what the browser found wrong with the file (the check), by its catalog key */
      problem?: MessageKey;
      /** the failed call (sending, processing): its message and code, and the reference a person can quote */
      error?: unknown;
    };

export interface UploadOptions {
  onDone?: (path: string) => void;
  onFailed?: (state: UploadState & { status: 'failed' }) => void;
  /**
   * The save that refers to the file checks it (an employer's company logo: PUT /api/employer/company
   * verifies the URL it was uploaded to), so there is no separate check after sending.
   */
  checkedOnSave?: boolean;
}

/**
 * The URL a file was sent to, without its signature: enough for the save that checks it (the upload
 * is found by its id in the path), and neither a secret nor a thousand characters of AWS query.
 */
function withoutSignature(uploadURL: string): string {
  const url = new URL(uploadURL, window.location.href);
  return `${url.origin}${url.pathname}`;
}

/**
 * One file to upload: checked here first, then signed, sent with progress, and verified by the
 * server. A failure keeps the file so `retry` can send it again. Its reason is the check's catalog key
 * or the failed call, which FileUpload shows in the page's language.
 *
 * `finished()` waits for the upload on its way, if any, and answers how it ended: a form's submit
 * reads the path to send from it, never from a field an event may not have written yet.
 */
export function useFileUpload(purpose: UploadPurpose, options: UploadOptions = {}) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  /** The state as of now (the render's `state` may be older), and the upload under way. */
  const latest = useRef<UploadState>({ status: 'idle' });
  const running = useRef<Promise<UploadState> | null>(null);

  const show = useCallback((next: UploadState) => {
    latest.current = next;
    setState(next);
    return next;
  }, []);

  const fail = useCallback(
    (failed: UploadState & { status: 'failed' }) => {
      show(failed);
      optionsRef.current.onFailed?.(failed);
      return failed;
    },
    [show],
  );

  const send = useCallback(
    async (file: File, controller: AbortController): Promise<UploadState> => {
      const problem = fileProblem(file, purpose);
      const contentType = contentTypeOf(file, purpose);
      if (problem || !contentType)
        return fail({
          status: 'failed',
          file: null,
          stage: 'check',
          problem: problem ?? FILE_RULES[purpose].wrongType,
        });
      show({ status: 'uploading', file, progress: 0 });
      let uploadURL: string;
      try {
        uploadURL = await requestUploadUrl(purpose, contentType, file.size);
        await putWithRetries(
          uploadURL,
          file,
          contentType,
          (progress) => {
            if (!controller.signal.aborted) show({ status: 'uploading', file, progress });
          },
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted) return latest.current;
        return fail({
          status: 'failed',
          file,
          stage: 'send',
          error,
        });
      }
      if (controller.signal.aborted) return latest.current;
      let objectPath = withoutSignature(uploadURL);
      if (!optionsRef.current.checkedOnSave) {
        show({ status: 'processing', file });
        try {
          objectPath = await confirmUpload(purpose, uploadURL);
        } catch (error) {
          if (controller.signal.aborted) return latest.current;
          return fail({
            status: 'failed',
            file,
            stage: 'process',
            error,
          });
        }
        if (controller.signal.aborted) return latest.current;
      }
      const done = show({ status: 'done', file, objectPath });
      optionsRef.current.onDone?.(objectPath);
      return done;
    },
    [purpose, fail, show],
  );

  const upload = useCallback(
    (file: File): Promise<UploadState> => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const sending = send(file, controller);
      running.current = sending;
      void sending.finally(() => {
        if (running.current === sending) running.current = null;
      });
      return sending;
    },
    [send],
  );

  const finished = useCallback(async (): Promise<UploadState> => {
    // A newer upload may start while an older one is awaited: wait for whichever is last.
    for (let sending = running.current; sending; sending = running.current) {
      await sending;
      if (running.current === sending) break;
    }
    return latest.current;
  }, []);

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    running.current = null;
    show({ status: 'idle' });
  }, [show]);

  const retry = useCallback(() => {
    if (state.status === 'failed' && state.file) void upload(state.file);
  }, [state, upload]);

  return {
    state,
    upload,
    retry,
    reset,
    finished,
    busy: state.status === 'uploading' || state.status === 'processing',
    objectPath: state.status === 'done' ? state.objectPath : null,
  };
}
