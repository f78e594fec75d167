import { ActionIcon, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { useSetting } from '../../api/settings.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import classes from './ContactWidget.module.css';
import { callLink, emailLink, whatsappLink } from './contact-links.ts';

/** The floating 'Contact Us' panel (spec §2), shown only when the operator has set contact details. */
export function ContactWidget() {
  const contact = useSetting('contact_info');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { t } = useI18n();
  if (!contact.exists) return null;
  const { whatsapp, email, phone } = contact.value;
  return (
    <div className={classes.root}>
      {opened && (
        <Paper
          id="contact-panel"
          shadow="lg"
          p="md"
          withBorder
          className={classes.panel}
          role="dialog"
          aria-label={t('widget.contactUs')}
        >
          <Group justify="space-between" mb="sm">
            <Text fw={700}>{t('widget.contactUs')}</Text>
            <CloseButton onClick={close} aria-label={t('widget.closePanel')} />
          </Group>
          <Stack gap="xs">
            <Button
              component="a"
              href={whatsappLink(whatsapp, t('contact.whatsappMessage'))}
              target="_blank"
              rel="noopener noreferrer"
              color="brand"
              leftSection={<IconBrandWhatsapp size={18} />}
            >
              {t('widget.whatsapp')}
            </Button>
            <Button
              component="a"
              href={emailLink(email, t('contact.emailSubject'))}
              variant="light"
              leftSection={<IconMail size={18} />}
            >
              {t('widget.email')}
            </Button>
            <Button component="a" href={callLink(phone)} variant="default" leftSection={<IconPhone size={18} />}>
              {t('widget.call')}
            </Button>
          </Stack>
        </Paper>
      )}
      <ActionIcon
        size={56}
        radius="xl"
        color="brand"
        variant="filled"
        onClick={toggle}
        aria-label={opened ? t('widget.closeOptions') : t('widget.open')}
        aria-expanded={opened}
        aria-controls="contact-panel"
      >
        <IconMessageCircle size={28} />
      </ActionIcon>
    </div>
  );
}
