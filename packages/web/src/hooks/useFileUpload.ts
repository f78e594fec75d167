import { en } from '@modern-jobs/domain';
import { useCallback, useRef, useState } from 'react';
import { messageOf } from '../api/client.ts';
import { confirmUpload, putWithRetries, requestUploadUrl, type UploadPurpose } from '../api/uploads.ts';
import { contentTypeOf, fileProblem } from './file-rules.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; progress: number }
  | { status: 'processing'; file: File }
  | { status: 'done'; file: File; objectPath: string }
  | {
      status: 'failed';
      file: File | null;
      stage: 'check' | 'send' | 'process';
      message: string;
      /** the failed call, for the reference a person can quote */
      error?: unknown;
    };

/**
 * One file to upload: checked here first, then signed, sent with progress, and verified by the
 * server. A failure keeps the file so `retry` can send it again. Its message is the domain's or the
 * API's English, which FileUpload shows in the page's language.
 */
export function useFileUpload(
  purpose: UploadPurpose,
  events: { onDone?: (path: string) => void; onFailed?: (state: UploadState & { status: 'failed' }) => void } = {},
) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;

  const fail = useCallback((failed: UploadState & { status: 'failed' }) => {
    setState(failed);
    eventsRef.current.onFailed?.(failed);
  }, []);

  const upload = useCallback(
    async (file: File) => {
      abort.current?.abort();
      const problem = fileProblem(file, purpose);
      const contentType = contentTypeOf(file, purpose);
      if (problem || !contentType)
        return fail({ status: 'failed', file: null, stage: 'check', message: problem ?? en['upload.cvWrongType'] });
      const controller = new AbortController();
      abort.current = controller;
      setState({ status: 'uploading', file, progress: 0 });
      let uploadURL: string;
      try {
        uploadURL = await requestUploadUrl(purpose, contentType, file.size);
        await putWithRetries(
          uploadURL,
          file,
          contentType,
          (progress) => setState({ status: 'uploading', file, progress }),
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        return fail({
          status: 'failed',
          file,
          stage: 'send',
          message: messageOf(error, en['upload.sendFailed']),
          error,
        });
      }
      setState({ status: 'processing', file });
      try {
        const objectPath = await confirmUpload(purpose, uploadURL);
        if (controller.signal.aborted) return;
        setState({ status: 'done', file, objectPath });
        eventsRef.current.onDone?.(objectPath);
      } catch (error) {
        if (controller.signal.aborted) return;
        fail({ status: 'failed', file, stage: 'process', message: messageOf(error, en['upload.checkFailed']), error });
      }
    },
    [purpose, fail],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState({ status: 'idle' });
  }, []);

  const retry = useCallback(() => {
    if (state.status === 'failed' && state.file) void upload(state.file);
  }, [state, upload]);

  return { state, upload, retry, reset, objectPath: state.status === 'done' ? state.objectPath : null };
}
