import { Button, Group, Modal, Text } from '@mantine/core';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/**
 * Asks before something that cannot be undone (delete an alert, close or delete a job): what will
 * happen, Cancel (focused first, so Enter does not confirm by accident) and the action in red.
 */
export function ConfirmModal({
  opened,
  title,
  text,
  cancelLabel,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text dir="auto">{text}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
