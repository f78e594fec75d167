import '../../i18n/profile-texts.ts';
import { Affix, Anchor, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { codeOf } from '../../api/client.ts';
import { patchProfile, useAddCv } from '../../api/profile.ts';
import { Link } from '../../components/link/Link.tsx';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import type { SentApplication } from './ApplyModal.tsx';
import { NeverPay } from './OneTapSheet.tsx';

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * What follows an application sent with the full form: that it was sent, the never-pay sentence,
 * and, for a seeker with no profile yet, the offer to keep what they typed and the CV as their
 * profile (the CV becomes its default). Not a dialog: the page stays usable beneath it.
 */
export function AppliedNotice({
  sent,
  offerProfile,
  onClose,
}: {
  sent: SentApplication;
  offerProfile: boolean;
  onClose: () => void;
}) {
  const { t, path, errorText } = useI18n();
  const client = useQueryClient();
  const addCv = useAddCv();
  const titleId = useId();
  const [saving, setSaving] = useState<Saving>('idle');
  const [error, setError] = useState<unknown>(null);

  const save = async () => {
    setSaving('saving');
    try {
      await patchProfile(client, sent.fields);
      try {
        await addCv.mutateAsync({ cvPath: sent.cvPath, isDefault: true });
      } catch (problem) {
        // A try again after an answer that never arrived: the CV was kept the first time.
        if (codeOf(problem) !== 'api.profileCvTaken') throw problem;
      }
      setSaving('saved');
    } catch (problem) {
      setError(problem);
      setSaving('failed');
    }
  };

  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }} zIndex={150}>
      <Paper
        withBorder
        shadow="md"
        p="md"
        radius="md"
        maw={560}
        mx="auto"
        component="section"
        aria-labelledby={titleId}
        aria-live="polite"
        data-testid="applied-notice"
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} id={titleId}>
              {t('apply.sentTitle')}
            </Text>
            <CloseButton onClick={onClose} aria-label={t('common.close')} />
          </Group>
          <NeverPay />
          {offerProfile && saving !== 'saved' && (
            <>
              <Text size="sm">{t('apply.saveOffer')}</Text>
              {saving === 'failed' && (
                <Text size="sm" c="red.8" role="alert">
                  {t('apply.profileSaveFailed')} {errorText(error, 'common.checkConnection')}
                </Text>
              )}
              <Group gap="sm">
                <Button onClick={() => void save()} loading={saving === 'saving'}>
                  {t('apply.saveProfile')}
                </Button>
                <Button variant="default" onClick={onClose}>
                  {t('common.close')}
                </Button>
              </Group>
            </>
          )}
          {saving === 'saved' && (
            <Group gap="sm" justify="space-between">
              <Text size="sm" c="brand.8">
                {t('apply.profileSaved')}
              </Text>
              <Anchor component={Link} to={path('/profile')} size="sm">
                {t('apply.viewProfile')}
              </Anchor>
            </Group>
          )}
        </Stack>
      </Paper>
    </Affix>
  );
}
