import '../../i18n/english-pages.ts';
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../api/auth.ts';
import type { JobFilters } from '../../api/jobs.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { savePendingAlert } from './alert-action.ts';
import { criteriaOf } from './criteria.ts';
import { takePendingAlert } from './pending-alert.ts';

// The form, its validation and the modal load on the first press: most searches press nothing.
const AlertModal = lazy(() => import('./AlertModal.tsx').then((m) => ({ default: m.AlertModal })));

/**
 * 'Email me jobs like these', beside the count of a search's results: opens the form that saves the
 * search as a job alert. A chunk of its own, with the words it says (the home page's first script
 * has no room for them). A seeker who asked for an alert before signing in comes back to the same
 * search, and this saves it.
 */
export function AlertButton({ filters }: { filters: JobFilters }) {
  const i18n = useI18n();
  const { user } = useAuth();
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (!user) return;
    const pending = takePendingAlert();
    if (pending) void savePendingAlert(client, i18n, pending);
  }, [user, client, i18n]);

  return (
    <>
      <Button
        variant="light"
        size="compact-md"
        leftSection={<IconMail size={16} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
      >
        {i18n.t('alerts.create')}
      </Button>
      {asked && (
        <Suspense>
          <AlertModal criteria={criteriaOf(filters)} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
