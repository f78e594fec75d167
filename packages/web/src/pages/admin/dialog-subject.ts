import { useCallback, useState } from 'react';

/**
 * What a dialog is about (the job to reject, the person to disable) and whether it is open. The
 * subject outlives the closing, so the dialog's title and text stay the same while it fades out.
 */
export function useDialogSubject<T>() {
  const [state, setState] = useState<{ subject: T | null; opened: boolean }>({ subject: null, opened: false });
  const open = useCallback((subject: T) => setState({ subject, opened: true }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { ...state, open, close };
}
