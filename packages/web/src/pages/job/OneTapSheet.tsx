import '../../i18n/profile-texts.ts';
import { Alert, Anchor, Button, Drawer, Modal, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Job } from '@modern-jobs/domain';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type ProfileAnswer, useOneTapApply } from '../../api/profile.ts';
import { showToast } from '../../app/toast.ts';
import { Link } from '../../components/link/Link.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { cvDetails } from '../profile/cv-format.ts';

/** The sentence every application's confirmation carries: nobody genuine asks a seeker for money. */
export function NeverPay() {
  const { t } = useI18n();
  return (
    <Alert
      color="blue"
      variant="light"
      role="note"
      icon={<IconShieldCheck size={20} aria-hidden="true" />}
      data-testid="never-pay"
    >
      {t('apply.neverPay')}
    </Alert>
  );
}

/** A bottom sheet on a phone, a centred dialog on a wider screen: one title, one close label. */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useI18n();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const common = { opened: true, onClose, title, closeButtonProps: { 'aria-label': t('common.close') } };
  return phone ? (
    <Drawer {...common} position="bottom" styles={{ content: { height: 'auto', maxHeight: '92dvh' } }}>
      {children}
    </Drawer>
  ) : (
    <Modal {...common} centered size="lg">
      {children}
    </Modal>
  );
}

function Line({ label, value, ltr = false }: { label: string; value: string | null; ltr?: boolean }) {
  // The line follows the page (right-aligned in Urdu); the value keeps its own direction inside it.
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>
        <bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi>
      </Text>
    </Stack>
  );
}

/**
 * One-tap apply (issue 32): what will be sent (the profile's name, numbers and e-mail, and the
 * default CV, which a select can change to another saved one) and one button that sends it. After
 * sending, it says so, with the never-pay sentence.
 */
export function OneTapSheet({ job, answer, onClose }: { job: Job; answer: ProfileAnswer; onClose: () => void }) {
  const i18n = useI18n();
  const { t, path, errorText, referenceText } = i18n;
  const send = useOneTapApply();
  const { profile, cvs } = answer;
  const [cvId, setCvId] = useState(profile.defaultCvId ?? cvs[0]?.id ?? '');
  const [sent, setSent] = useState(false);

  const apply = async () => {
    try {
      await send.mutateAsync({ jobId: job.id, profileCvId: cvId });
      setSent(true);
      showToast({ ...i18n.toast('applicationSubmitted'), color: 'green' });
    } catch {
      // shown in the sheet, below
    }
  };

  return (
    <Sheet title={sent ? t('oneTap.sent') : t('oneTap.title', { title: job.title })} onClose={onClose}>
      {sent ? (
        <Stack gap="sm" data-testid="one-tap-sent">
          <Stack align="center" gap={4}>
            <IconCircleCheck size={40} color="var(--mantine-color-green-7)" aria-hidden="true" />
            <Text ta="center">{t('oneTap.sentText', { title: job.title })}</Text>
          </Stack>
          <NeverPay />
          <Button onClick={onClose} data-autofocus>
            {t('common.close')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('oneTap.intro')}</Text>
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Line label={t('apply.fullName')} value={profile.fullName} />
              <Line label={t('apply.contactNumber')} value={profile.contactNumber} ltr />
              <Line label={t('apply.whatsappNumber')} value={profile.whatsappNumber} ltr />
              <Line label={t('apply.email')} value={profile.email} ltr />
            </Stack>
          </Paper>
          <NativeSelect
            label={t('oneTap.cv')}
            value={cvId}
            onChange={(event) => setCvId(event.currentTarget.value)}
            data={cvs.map((cv) => ({ value: cv.id, label: `${cv.name} (${cvDetails(i18n, cv)})` }))}
          />
          {send.isError && (
            <Alert color="red" variant="light" role="alert" title={t('oneTap.failed')}>
              {errorText(send.error, 'common.checkConnection')}
              {referenceText(send.error) && (
                <bdi style={{ display: 'block', fontSize: '0.8em' }}>{referenceText(send.error)}</bdi>
              )}
            </Alert>
          )}
          <Button size="md" onClick={() => void apply()} loading={send.isPending} disabled={!cvId} data-autofocus>
            {send.isPending ? t('oneTap.sending') : t('oneTap.send')}
          </Button>
          <Anchor component={Link} to={path('/profile')} size="sm" ta="center">
            {t('oneTap.edit')}
          </Anchor>
        </Stack>
      )}
    </Sheet>
  );
}
