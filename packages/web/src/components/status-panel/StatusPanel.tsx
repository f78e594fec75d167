import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { SimpleButton } from '../button/SimpleButton.tsx';

/**
 * What a list or page says when its data failed to load: what failed, why (the API's message, or
 * "check your connection"), the reference to quote, and 'Try again'. One for the public pages and
 * the admin panel alike.
 */
export function ErrorPanel({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t, errorText, referenceText } = useI18n();
  const reference = referenceText(error);
  return (
    <Paper withBorder p="lg" role="alert">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {errorText(error, 'common.checkConnection')}
      </Text>
      {reference && (
        <Text size="xs" c="dimmed" mt={4}>
          {/* A request id reads left to right on an Urdu page too. */}
          <bdi>{reference}</bdi>
        </Text>
      )}
      {onRetry && (
        <SimpleButton variant="light" mt="sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </SimpleButton>
      )}
    </Paper>
  );
}

/** What a list says when there is nothing in it: a title, a hint, and what to do next if anything. */
export function EmptyPanel({
  icon,
  title,
  hint,
  children,
}: {
  icon?: ReactNode;
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" ta="center">
      {icon}
      <Text fw={700} mt={icon ? 'xs' : 0}>
        {title}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" mb={children ? 'sm' : 0}>
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}
