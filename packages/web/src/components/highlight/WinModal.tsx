import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconGift } from '@tabler/icons-react';
import { useSetting } from '../../api/settings.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/**
 * The prize pop-up (spec §2): headline, second line and 'Download'. Mantine's Modal locks page
 * scroll while open and closes on its close button, Escape and a click on the backdrop.
 * A download link of '#' does nothing.
 */
export function WinModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { value } = useSetting('win_modal');
  const { t, settingText } = useI18n();
  const hasLink = value.downloadLink !== '#';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={<IconGift aria-hidden="true" />}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack align="center" ta="center" gap="sm" pb="sm">
        <Title order={2} size="h3" dir="auto">
          {settingText('win_modal', 'firstLine', value.firstLine)}
        </Title>
        <Text c="dimmed" dir="auto">
          {settingText('win_modal', 'secondLine', value.secondLine)}
        </Text>
        <Button
          component="a"
          href={value.downloadLink}
          size="md"
          leftSection={<IconDownload size={18} />}
          {...(hasLink ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={(event: React.MouseEvent) => {
            if (!hasLink) event.preventDefault();
          }}
        >
          {t('win.download')}
        </Button>
      </Stack>
    </Modal>
  );
}
