import '../../i18n/wallet-texts.ts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDate, type LedgerEntry } from '@modern-jobs/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useAuth } from '../../api/auth.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import classes from './Receipt.module.css';
import { entryDetail, paisaMoney, signedMoney } from './wallet-format.ts';

/**
 * The receipt of one wallet entry: whose, its number and reference, when, what, how much and the
 * balance after it; 'Print' prints it alone (Receipt.module.css's print rules).
 */
export function ReceiptModal({ entry, onClose }: { entry: LedgerEntry | null; onClose: () => void }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { user } = useAuth();
  const detail = entry && entryDetail(entry, locale);
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('wallet.receipt.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {entry && (
        <Stack gap="md" data-receipt>
          <Text fw={700}>Modern Jobs</Text>
          <dl className={classes.receipt}>
            {user?.email && (
              <>
                <dt>{t('wallet.receipt.account')}</dt>
                <dd>
                  <bdi>{user.email}</bdi>
                </dd>
              </>
            )}
            <dt>{t('wallet.receipt.entry')}</dt>
            <dd>
              <bdi>{entry.id}</bdi>
            </dd>
            <dt>{t('wallet.receipt.reference')}</dt>
            <dd>
              <bdi>{entry.reference}</bdi>
            </dd>
            <dt>{t('wallet.receipt.date')}</dt>
            <dd>{formatDate(entry.createdAt, locale)}</dd>
            <dt>{t('wallet.receipt.type')}</dt>
            <dd>{t(`wallet.type.${entry.type}`)}</dd>
            {detail && (
              <>
                <dt>{t('wallet.receipt.details')}</dt>
                <dd dir="auto">{detail}</dd>
              </>
            )}
            <dt>{t('wallet.receipt.amount')}</dt>
            <dd>{signedMoney(i18n, entry.amountPaisa)}</dd>
            <dt>{t('wallet.receipt.balanceAfter')}</dt>
            <dd>{paisaMoney(i18n, entry.balancePaisa)}</dd>
          </dl>
          <Group justify="flex-end" gap="sm" className={classes.noPrint}>
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
              {t('wallet.receipt.print')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
