import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PAYMENT_METHOD_NAMES } from '@modern-jobs/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { messageOf } from '../../../api/client.ts';
import { showToast } from '../../../app/toast.ts';
import { useI18n } from '../../../i18n/I18nProvider.tsx';
import { amountText, checkAmount, pkr } from './money-field.ts';
import { type AdminOrder, useRefundDeposit } from './wallet-api.ts';

const REASON_MAX = 500;

interface Fields {
  amount: string;
  to: 'gateway' | 'wallet';
  reason: string;
}

/** Where a deposit's refund can go: a paid one back through the gateway; one that never reached the wallet, into it. */
export const refundTarget = (order: AdminOrder): Fields['to'] => (order.status === 'paid' ? 'gateway' : 'wallet');

/**
 * Refunding a deposit, once: the amount starts as the whole deposit (never more), to the gateway
 * (the wallet gives it up; the operator completes it in the gateway's portal) or into the wallet
 * (a payment the gateway took that never got there), with a required reason. A refusal (already
 * refunded, too large, not possible, the balance too low) is shown in the dialog, which stays open.
 */
export function RefundModal({
  order,
  opened,
  onClose,
}: {
  order: AdminOrder | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { referenceText } = useI18n();
  const refund = useRefundDeposit();
  const form = useForm<Fields>({ defaultValues: { amount: '', to: 'gateway', reason: '' } });
  const [failure, setFailure] = useState<{ message: string; reference?: string } | null>(null);

  // Each opening starts from the whole deposit, to where it can go.
  useEffect(() => {
    if (!opened || !order) return;
    form.reset({ amount: amountText(order.amountPaisa), to: refundTarget(order), reason: '' });
    setFailure(null);
  }, [opened, order, form]);

  const onSubmit = form.handleSubmit(async ({ amount, to, reason }) => {
    if (!order) return;
    const checked = checkAmount(amount, order.amountPaisa);
    if ('error' in checked) return;
    setFailure(null);
    try {
      await refund.mutateAsync({ reference: order.reference, amountPaisa: checked.paisa, to, reason: reason.trim() });
      await showToast({
        title: 'Deposit refunded',
        message:
          to === 'gateway'
            ? `${pkr(checked.paisa)} taken from the wallet; complete the refund in the ${PAYMENT_METHOD_NAMES[order.method]} portal.`
            : `${pkr(checked.paisa)} added to the wallet.`,
        color: 'green',
      });
      onClose();
    } catch (error) {
      setFailure({ message: messageOf(error, 'Could not refund the deposit.'), reference: referenceText(error) });
    }
  });

  const { errors } = form.formState;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={order ? `Refund deposit ${order.reference}` : 'Refund deposit'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Refund deposit">
        <Stack gap="sm">
          {order && (
            <Text size="sm" c="dimmed">
              {pkr(order.amountPaisa)} through {PAYMENT_METHOD_NAMES[order.method]}, {order.status}. A deposit is
              refunded once, for at most its amount.
            </Text>
          )}
          {failure && (
            <Alert color="red" role="alert" title="Not refunded">
              {failure.message}
              {failure.reference && (
                <Text size="xs" c="dimmed" mt={4}>
                  {failure.reference}
                </Text>
              )}
            </Alert>
          )}
          <TextInput
            label="Amount (PKR)"
            inputMode="decimal"
            withAsterisk
            error={errors.amount?.message}
            {...form.register('amount', {
              validate: (text) => {
                const checked = checkAmount(text, order?.amountPaisa ?? 0);
                return 'error' in checked ? checked.error : true;
              },
            })}
          />
          <Controller
            control={form.control}
            name="to"
            render={({ field }) => (
              <Radio.Group
                label="Refund to"
                withAsterisk
                value={field.value}
                onChange={(value) => field.onChange(value)}
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value="gateway"
                    label="The payer, through the gateway (taken from the wallet)"
                    disabled={order?.status !== 'paid'}
                  />
                  <Radio
                    value="wallet"
                    label="The wallet (the payment never reached it)"
                    disabled={order?.status === 'paid' || order?.status === 'pending'}
                  />
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            label="Reason"
            description="Kept in the activity log."
            rows={3}
            maxLength={REASON_MAX}
            withAsterisk
            data-autofocus
            error={errors.reason?.message}
            {...form.register('reason', {
              validate: (text) => text.trim().length >= 3 || 'Say why the deposit is refunded',
            })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              Refund
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
