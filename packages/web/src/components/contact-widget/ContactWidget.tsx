import { ActionIcon, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { useSetting } from '../../api/settings.ts';
import classes from './ContactWidget.module.css';
import { callLink, emailLink, whatsappLink } from './contact-links.ts';

/** The floating 'Contact Us' panel (spec §2), shown only when the operator has set contact details. */
export function ContactWidget() {
  const contact = useSetting('contact_info');
  const [opened, { toggle, close }] = useDisclosure(false);
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
          aria-label="Contact Us"
        >
          <Group justify="space-between" mb="sm">
            <Text fw={700}>Contact Us</Text>
            <CloseButton onClick={close} aria-label="Close contact panel" />
          </Group>
          <Stack gap="xs">
            <Button
              component="a"
              href={whatsappLink(whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              color="brand"
              leftSection={<IconBrandWhatsapp size={18} />}
            >
              WhatsApp Chat
            </Button>
            <Button component="a" href={emailLink(email)} variant="light" leftSection={<IconMail size={18} />}>
              Send Email
            </Button>
            <Button component="a" href={callLink(phone)} variant="default" leftSection={<IconPhone size={18} />}>
              Call Now
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
        aria-label={opened ? 'Close contact options' : 'Contact us'}
        aria-expanded={opened}
        aria-controls="contact-panel"
      >
        <IconMessageCircle size={28} />
      </ActionIcon>
    </div>
  );
}
