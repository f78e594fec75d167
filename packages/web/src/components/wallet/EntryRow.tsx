import { Group, Stack, Text } from '@mantine/core';
import { formatDate, type LedgerEntry } from '@modern-jobs/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { entryDetail, paisaMoney, signedMoney } from './wallet-format.ts';

/**
 * One wallet entry as a list shows it: what it was (its type, and the job it was for), when, and
 * what it did to the balance; with the balance after it and its actions when `full`.
 */
export function EntryRow({
  entry,
  full = false,
  actions,
}: {
  entry: LedgerEntry;
  full?: boolean;
  actions?: ReactNode;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const detail = entryDetail(entry, locale);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-type={entry.type}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600}>{t(`wallet.type.${entry.type}`)}</Text>
        {detail && (
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.createdAt, locale)}</span>
          {full && (
            <>
              {' · '}
              <span style={{ whiteSpace: 'nowrap' }}>
                {t('wallet.balanceAfter', { amount: paisaMoney(i18n, entry.balancePaisa) })}
              </span>
            </>
          )}
        </Text>
        {actions}
      </Stack>
      <Text fw={700} c={entry.amountPaisa < 0 ? 'red.8' : 'brand.8'} style={{ whiteSpace: 'nowrap' }}>
        {signedMoney(i18n, entry.amountPaisa)}
      </Text>
    </Group>
  );
}
