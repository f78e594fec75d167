// Styles only this form needs (its radios), loaded with it.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '../../i18n/wallet-texts.ts';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  amountToPaisa,
  type MessageKey,
  type PaymentChannel,
  type PaymentMethod,
  type WalletSetting,
} from '@modern-jobs/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSetting } from '../../api/settings.ts';
import { newRequestId, useCreateOrder } from '../../api/wallet.ts';
import { type I18n, useI18n } from '../../i18n/I18nProvider.tsx';
import { paisaMoney, rupeesMoney } from './wallet-format.ts';

/** How the person pays: JazzCash's mobile account or a card through JazzCash, or Easypaisa. */
const METHODS = {
  'jazzcash-wallet': { method: 'jazzcash', channel: 'wallet', words: 'wallet.add.jazzcashWallet' },
  'jazzcash-card': { method: 'jazzcash', channel: 'card', words: 'wallet.add.jazzcashCard' },
  easypaisa: { method: 'easypaisa', channel: 'wallet', words: 'wallet.add.easypaisa' },
} as const satisfies Record<string, { method: PaymentMethod; channel: PaymentChannel; words: MessageKey }>;
type Choice = keyof typeof METHODS;

interface Fields {
  amount: string;
  choice: Choice;
  mobile: string;
}

/** Digits as a phone may type them (Urdu ۰-۹, Arabic ٠-٩) in the Latin digits the API reads. */
export function latinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/** Why an amount cannot be added (a message of the catalog), or its paisa: parsed exactly, never through a float. */
export function checkAmount(
  text: string,
  i18n: I18n,
  limits: Pick<WalletSetting, 'minDepositPaisa' | 'maxDepositPaisa'>,
): { paisa: number } | { message: string } {
  const typed = latinDigits(text).trim();
  if (!typed) return { message: i18n.t('wallet.add.amountRequired') };
  const paisa = amountToPaisa(typed);
  if (paisa === null) return { message: i18n.t('wallet.add.amountInvalid') };
  if (paisa < limits.minDepositPaisa || paisa > limits.maxDepositPaisa)
    return {
      message: i18n.t('wallet.add.amountLimits', {
        min: rupeesMoney(i18n, limits.minDepositPaisa),
        max: rupeesMoney(i18n, limits.maxDepositPaisa),
      }),
    };
  return { paisa };
}

const MOBILE = /^03\d{9}$/;

/**
 * Add Funds: an amount (a preset or the person's own, in rupees), how to pay and, if they like,
 * the mobile account to pay from; then the browser goes to the gateway's checkout. The request
 * key is made when the dialog opens, so pressing twice makes one order.
 */
export function AddFundsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dashboard.addFunds')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* The form unmounts on close: each opening is a new request key. */}
      <AddFundsForm onCancel={onClose} />
    </Modal>
  );
}

function AddFundsForm({ onCancel }: { onCancel: () => void }) {
  const i18n = useI18n();
  const { t, errorText, referenceText } = i18n;
  const [requestId] = useState(newRequestId);
  const [leaving, setLeaving] = useState(false);
  const create = useCreateOrder();
  // The operator's limits and presets; the defaults until they arrive (the API checks again).
  const { value: wallet } = useSetting('wallet');
  const presetsId = useId();
  const form = useForm<Fields>({
    mode: 'onTouched',
    defaultValues: { amount: '', choice: 'jazzcash-wallet', mobile: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = form.watch('amount');
  const choice = form.watch('choice');
  const checked = checkAmount(typed, i18n, wallet);
  const amountPaisa = 'paisa' in checked ? checked.paisa : null;

  const onSubmit = form.handleSubmit(async (fields) => {
    const amount = checkAmount(fields.amount, i18n, wallet);
    if (!('paisa' in amount)) return;
    const { method, channel } = METHODS[fields.choice];
    const mobile = latinDigits(fields.mobile).trim();
    try {
      const { checkoutUrl } = await create.mutateAsync({
        amountPaisa: amount.paisa,
        currency: 'PKR',
        method,
        channel,
        requestId,
        ...(mobile && channel === 'wallet' ? { mobile } : {}),
      });
      setLeaving(true);
      // A full navigation: the checkout page posts the gateway's signed form.
      window.location.assign(checkoutUrl);
    } catch {
      // shown below, from the mutation's error
    }
  });

  const busy = isSubmitting || leaving;
  const reference = create.isError ? referenceText(create.error) : undefined;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Text size="sm">{t('wallet.add.intro')}</Text>
        <Stack gap={6}>
          <Text size="sm" fw={500} id={presetsId}>
            {t('wallet.add.presets')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={presetsId}>
            {wallet.presetsPaisa.map((paisa) => {
              const pressed = amountPaisa === paisa;
              return (
                <Button
                  key={paisa}
                  variant={pressed ? 'filled' : 'default'}
                  aria-pressed={pressed}
                  onClick={() => form.setValue('amount', String(paisa / 100), { shouldValidate: true })}
                >
                  {rupeesMoney(i18n, paisa)}
                </Button>
              );
            })}
          </Group>
        </Stack>
        <TextInput
          label={t('wallet.add.amount')}
          description={t('wallet.add.amountHint', {
            min: rupeesMoney(i18n, wallet.minDepositPaisa),
            max: rupeesMoney(i18n, wallet.maxDepositPaisa),
          })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          withAsterisk
          data-autofocus
          error={errors.amount?.message}
          {...form.register('amount', {
            validate: (value) => {
              const result = checkAmount(value, i18n, wallet);
              return 'message' in result ? result.message : true;
            },
          })}
        />
        <Controller
          control={form.control}
          name="choice"
          render={({ field }) => (
            <Radio.Group label={t('wallet.add.method')} value={field.value} onChange={(v) => field.onChange(v)}>
              <Stack gap="sm" mt="xs">
                {(Object.keys(METHODS) as Choice[]).map((each) => (
                  <Radio key={each} value={each} label={t(METHODS[each].words)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {METHODS[choice].channel === 'wallet' && (
          <TextInput
            label={t('wallet.add.mobile')}
            description={t('wallet.add.mobileHint')}
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            maxLength={11}
            error={errors.mobile?.message}
            {...form.register('mobile', {
              validate: (value) => {
                const mobile = latinDigits(value).trim();
                return !mobile || MOBILE.test(mobile) || t('wallet.add.mobileInvalid');
              },
            })}
          />
        )}
        {create.isError && (
          <Alert color="red" title={t('wallet.add.failed')} role="alert">
            <Text size="sm">{errorText(create.error, 'common.checkConnection')}</Text>
            {reference && (
              <Text size="xs" mt={4}>
                <bdi>{reference}</bdi>
              </Text>
            )}
          </Alert>
        )}
        {leaving && (
          <Text size="sm" role="status">
            {t('wallet.add.redirecting')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={leaving}>
            {t('wallet.add.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {amountPaisa === null
              ? t('dashboard.addFunds')
              : t('wallet.add.submit', { amount: rupeesOrPaisa(i18n, amountPaisa) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An amount as typed: whole rupees without ".00", else with its paisa. */
function rupeesOrPaisa(i18n: I18n, paisa: number): string {
  return paisa % 100 === 0 ? rupeesMoney(i18n, paisa) : paisaMoney(i18n, paisa);
}
