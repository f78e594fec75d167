import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';

// The form, its checks and the modal load on the first press.
const AddFundsModal = lazy(() => import('./AddFundsModal.tsx').then((m) => ({ default: m.AddFundsModal })));

/** 'Add Funds': opens the dialog that sends the employer to a gateway's checkout. */
export function AddFundsButton(props: Pick<ButtonProps, 'variant' | 'size'>) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="filled"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        aria-haspopup="dialog"
        {...props}
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
      >
        {t('dashboard.addFunds')}
      </Button>
      {asked && (
        <Suspense>
          <AddFundsModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
