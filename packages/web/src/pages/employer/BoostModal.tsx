// Styles only this form needs (its radios), loaded with it.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '../../i18n/wallet-texts.ts';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  BOOST_DAYS,
  type BoostDays,
  boostPricePaisa,
  type EmployerJob,
  formatDate,
  isBoostLive,
} from '@modern-jobs/domain';
import { useState } from 'react';
import { useAuth } from '../../api/auth.ts';
import { useBoostJob } from '../../api/boost.ts';
import { ApiError, codeOf } from '../../api/client.ts';
import { useSetting } from '../../api/settings.ts';
import { showToast } from '../../app/toast.ts';
import { AddFundsButton } from '../../components/wallet/AddFundsButton.tsx';
import { balancePaisa, paisaMoney, rupeesMoney } from '../../components/wallet/wallet-format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/**
 * Buying a boost for one of the employer's approved, open jobs: 7, 15 or 30 days at their prices,
 * from the wallet. It says when the job's current boost ends (a new one adds its days after that),
 * and, when the wallet is short (402), offers Add Funds.
 */
export function BoostModal({ job, opened, onClose }: { job: EmployerJob; opened: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('boost.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <BoostForm job={job} onDone={onClose} />
    </Modal>
  );
}

function BoostForm({ job, onDone }: { job: EmployerJob; onDone: () => void }) {
  const i18n = useI18n();
  const { t, locale, errorText, referenceText } = i18n;
  const { user } = useAuth();
  const [days, setDays] = useState<BoostDays>(7);
  const boost = useBoostJob();
  const live = isBoostLive(job);
  // The operator's prices. The price shown is sent with the purchase: one the operator changed since
  // is refused (409), and the prices are read again, so nobody pays a price they did not see.
  const { value: prices, refetch: readPricesAgain } = useSetting('wallet');
  const price = boostPricePaisa(prices, days);
  const short = boost.error instanceof ApiError && boost.error.status === 402;
  const reference = boost.isError ? referenceText(boost.error) : undefined;

  const buy = async () => {
    try {
      const { job: boosted } = await boost.mutateAsync({ id: job.id, days, pricePaisa: price });
      onDone();
      await showToast({
        title: t('boost.done'),
        message: t('boost.doneText', { title: job.title, date: formatDate(boosted.boostExpiry ?? '', locale) }),
        color: 'green',
      });
    } catch (error) {
      // Shown below, from the mutation's error; a changed price is shown as it is now.
      if (codeOf(error) === 'api.boostPriceChanged') readPricesAgain();
    }
  };

  return (
    <Stack gap="md">
      <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {job.title}
      </Text>
      <Text size="sm">{t('boost.intro')}</Text>
      <Text size="sm" fw={500} data-testid="boost-current">
        {live && job.boostExpiry
          ? t('boost.currentEnd', { date: formatDate(job.boostExpiry, locale) })
          : t('boost.notBoosted')}
      </Text>
      <Radio.Group
        label={t('boost.choose')}
        value={String(days)}
        onChange={(value) => setDays(Number(value) as BoostDays)}
      >
        <Stack gap="sm" mt="xs">
          {BOOST_DAYS.map((each) => (
            <Radio
              key={each}
              value={String(each)}
              label={`${t('boost.days', { days: each })} · ${rupeesMoney(i18n, boostPricePaisa(prices, each))}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {user && (
        <Text size="sm" c="dimmed">
          {t('boost.balance', { amount: paisaMoney(i18n, balancePaisa(user.walletBalance)) })}
        </Text>
      )}
      {boost.isError && (
        <Alert color={short ? 'yellow' : 'red'} title={t('boost.failed')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(boost.error, 'common.checkConnection')}</Text>
            {reference && !short && (
              <Text size="xs">
                <bdi>{reference}</bdi>
              </Text>
            )}
            {short && <AddFundsButton size="xs" />}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('boost.cancel')}
        </Button>
        <Button onClick={() => void buy()} loading={boost.isPending}>
          {t('boost.buy', { amount: rupeesMoney(i18n, price) })}
        </Button>
      </Group>
    </Stack>
  );
}
