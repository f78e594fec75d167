import './apply-styles.ts';
import { Affix, Loader, Paper } from '@mantine/core';
import type { Job } from '@modern-jobs/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isBlankProfile, profileQuery } from '../../api/profile.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { AppliedNotice } from './AppliedNotice.tsx';
import { ApplyModal, type SentApplication } from './ApplyModal.tsx';
import { OneTapSheet } from './OneTapSheet.tsx';

/**
 * 'Apply Now' for a signed-in seeker: the one-tap sheet when their profile has what an application
 * needs (the API's canApplyInOneTap), else the full form, followed by what it sent. A profile that
 * cannot be read is no reason not to apply: the full form it is.
 */
export function ApplyChooser({ job, onClose }: { job: Job; onClose: () => void }) {
  const { t } = useI18n();
  const profile = useQuery({ ...profileQuery(), retry: false });
  const [sent, setSent] = useState<SentApplication | null>(null);
  const [formOpen, setFormOpen] = useState(true);
  // Read as the form closes, in the same event that sent it (the state is not updated yet).
  const sentNow = useRef(false);

  // Decided once, on the first answer: saving the profile after a full-form application makes it
  // one-tap ready, which must not swap what is on screen for the sheet.
  const way = useRef<'one-tap' | 'form' | null>(null);
  if (way.current === null && !profile.isPending) way.current = profile.data?.canApplyInOneTap ? 'one-tap' : 'form';

  if (way.current === null)
    return (
      <Affix position={{ top: 72, left: 0, right: 0 }}>
        <Paper role="status" aria-label={t('oneTap.loading')} p="xs" mx="auto" w="fit-content" shadow="sm">
          <Loader size="sm" />
        </Paper>
      </Affix>
    );
  if (way.current === 'one-tap' && profile.data)
    return <OneTapSheet job={job} answer={profile.data} onClose={onClose} />;
  return (
    <>
      {formOpen && (
        <ApplyModal
          job={job}
          opened
          onSent={(application) => {
            sentNow.current = true;
            setSent(application);
          }}
          onClose={() => {
            setFormOpen(false);
            if (!sentNow.current) onClose();
          }}
        />
      )}
      {sent && (
        <AppliedNotice
          sent={sent}
          offerProfile={profile.data ? isBlankProfile(profile.data) : false}
          onClose={onClose}
        />
      )}
    </>
  );
}
