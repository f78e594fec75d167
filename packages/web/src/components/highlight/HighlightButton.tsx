import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSetting } from '../../api/settings.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import classes from './HighlightButton.module.css';

const WinModal = lazy(() => import('./WinModal.tsx').then((m) => ({ default: m.WinModal })));

/** The floating highlight button (default 'Win 3600') that opens the prize pop-up (spec §2). */
export function HighlightButton() {
  const { value, isLoading } = useSetting('highlight_button');
  const { text } = useI18n();
  // Fetched now so the pop-up opens with its real texts.
  useSetting('win_modal');
  const [opened, { open, close }] = useDisclosure(false);
  if (isLoading || !value.visible) return null;
  return (
    <>
      <Button
        className={classes.button}
        color="red"
        radius="xl"
        size="md"
        leftSection={<IconGift size={18} />}
        onClick={open}
        aria-haspopup="dialog"
      >
        {text(value.text)}
      </Button>
      {opened && (
        <Suspense>
          <WinModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
