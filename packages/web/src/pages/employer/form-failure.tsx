import { Alert, Text } from '@mantine/core';
import { INVALID_REQUEST_CODE } from '@modern-jobs/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { issuesOf } from '../../api/client.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/**
 * Puts each field issue of a refused save (400 `issues`) on the field it names, when the form has
 * that field, so the message shows where the person types: by its code, the catalog key the field
 * shows in the page's language, as the form's own checks give theirs; by its words when the code
 * names no message of ours (zod's own default), which the field reads as its fallback.
 */
export function showFieldIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): void {
  for (const issue of issuesOf(error)) {
    const field = fields.find((name) => name === issue.path);
    const code = issue.code && issue.code !== INVALID_REQUEST_CODE ? issue.code : null;
    if (field) setError(field, { type: 'server', message: code ?? issue.message });
  }
}

/**
 * Why a save failed, kept above the form's buttons rather than only toasted (a phone's toast is
 * gone before it is read): the API's message in the page's language, and the reference to quote.
 */
export function FailureAlert({ title, error }: { title: string; error: unknown }) {
  const { errorText, referenceText } = useI18n();
  const reference = referenceText(error);
  return (
    <Alert color="red" title={title} role="alert">
      <Text size="sm">{errorText(error, 'common.checkConnection')}</Text>
      {reference && (
        <Text size="xs" mt={4}>
          <bdi>{reference}</bdi>
        </Text>
      )}
    </Alert>
  );
}
