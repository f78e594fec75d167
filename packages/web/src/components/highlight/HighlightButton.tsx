import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { settingQuery, useSetting } from '../../api/settings.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import classes from './HighlightButton.module.css';

const loadWinModal = () => import('./WinModal.tsx');
const WinModal = lazy(() => loadWinModal().then((m) => ({ default: m.WinModal })));

/** The floating highlight button (default 'Win 3600') that opens the prize pop-up (spec §2). */
export function HighlightButton() {
  const { value, isLoading } = useSetting('highlight_button');
  const { settingText } = useI18n();
  const client = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  // The pop-up's texts are asked for when it is wanted, with its code, and it opens once both are
  // here, with its real texts: a visitor who never presses the button costs the page no request.
  const openWithTexts = () =>
    void Promise.all([client.prefetchQuery(settingQuery('win_modal')), loadWinModal()]).then(open, open);
  if (isLoading || !value.visible) return null;
  return (
    <>
      <Button
        className={classes.button}
        color="red"
        radius="xl"
        size="md"
        leftSection={<IconGift size={18} />}
        onClick={openWithTexts}
        aria-haspopup="dialog"
      >
        {settingText('highlight_button', 'text', value.text)}
      </Button>
      {opened && (
        <Suspense>
          <WinModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
