import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MAX_PAISA } from '@modern-jobs/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { messageOf } from '../../../api/client.ts';
import { showToast } from '../../../app/toast.ts';
import { useI18n } from '../../../i18n/I18nProvider.tsx';
import { checkAmount, pkr } from './money-field.ts';
import { useAdjustWallet } from './wallet-api.ts';

const REASON_MAX = 500;
/** The largest single adjustment the API takes (adjustmentSchema). */
const ADJUST_MAX = Math.min(10_000_000_00, MAX_PAISA);

interface Fields {
  direction: 'add' | 'take';
  amount: string;
  reason: string;
}

/**
 * Moving one person's balance either way, with a required reason (the activity log keeps it). The
 * API refuses to take a balance below zero (409), which the dialog shows, staying open.
 */
export function AdjustModal({
  userId,
  balancePaisa,
  opened,
  onClose,
}: {
  userId: string;
  balancePaisa: number | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { referenceText } = useI18n();
  const adjust = useAdjustWallet();
  const form = useForm<Fields>({ defaultValues: { direction: 'add', amount: '', reason: '' } });
  const [failure, setFailure] = useState<{ message: string; reference?: string } | null>(null);

  useEffect(() => {
    if (!opened) return;
    form.reset({ direction: 'add', amount: '', reason: '' });
    setFailure(null);
  }, [opened, form]);

  const onSubmit = form.handleSubmit(async ({ direction, amount, reason }) => {
    const checked = checkAmount(amount, ADJUST_MAX);
    if ('error' in checked) return;
    const amountPaisa = direction === 'add' ? checked.paisa : -checked.paisa;
    setFailure(null);
    try {
      await adjust.mutateAsync({ userId, amountPaisa, reason: reason.trim() });
      await showToast({
        title: 'Balance adjusted',
        message: `${direction === 'add' ? 'Added' : 'Took'} ${pkr(checked.paisa)} ${direction === 'add' ? 'to' : 'from'} ${userId}'s wallet.`,
        color: 'green',
      });
      onClose();
    } catch (error) {
      setFailure({ message: messageOf(error, 'Could not adjust the balance.'), reference: referenceText(error) });
    }
  });

  const { errors } = form.formState;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Adjust balance"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Adjust balance">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Wallet of {userId}
            {balancePaisa !== undefined && `, now ${pkr(balancePaisa)}`}. A balance never goes below zero.
          </Text>
          {failure && (
            <Alert color="red" role="alert" title="Not adjusted">
              {failure.message}
              {failure.reference && (
                <Text size="xs" c="dimmed" mt={4}>
                  {failure.reference}
                </Text>
              )}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="direction"
            render={({ field }) => (
              <Radio.Group label="Direction" withAsterisk value={field.value} onChange={(v) => field.onChange(v)}>
                <Group gap="md" mt="xs">
                  <Radio value="add" label="Add to the balance" />
                  <Radio value="take" label="Take from the balance" />
                </Group>
              </Radio.Group>
            )}
          />
          <TextInput
            label="Amount (PKR)"
            inputMode="decimal"
            withAsterisk
            data-autofocus
            error={errors.amount?.message}
            {...form.register('amount', {
              validate: (text) => {
                const checked = checkAmount(text, ADJUST_MAX);
                return 'error' in checked ? checked.error : true;
              },
            })}
          />
          <Textarea
            label="Reason"
            description="Kept in the activity log."
            rows={3}
            maxLength={REASON_MAX}
            withAsterisk
            error={errors.reason?.message}
            {...form.register('reason', {
              validate: (text) => text.trim().length >= 3 || 'Say why the balance is adjusted',
            })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={adjust.isPending}>
              Adjust balance
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
