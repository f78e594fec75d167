import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CandidateContacts } from '@modern-jobs/domain';
import { IconFileText } from '@tabler/icons-react';
import { useId } from 'react';
import { newTabIfExternal } from '../../../components/new-tab.ts';
import { useTalentI18n } from '../../../i18n/talent-i18n.ts';

/** One contact: its label and its value, a link where one dials or writes to it. */
function Contact({ label, value, href }: { label: string; value: string | null; href?: string }) {
  const { tt } = useTalentI18n();
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value ? (
        <Anchor href={href} dir="ltr" style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}>
          {value}
        </Anchor>
      ) : (
        <Text>{tt('talent.contacts.none')}</Text>
      )}
    </Stack>
  );
}

/** What an unlock (or an accepted, paid request) shows: how to reach the candidate, and their CV. */
export function ContactsPanel({ contacts }: { contacts: CandidateContacts }) {
  const { tt } = useTalentI18n();
  const titleId = useId();
  const digits = (phone: string) => phone.replace(/\D/g, '');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid="candidate-contacts">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {tt('talent.contacts.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {tt('talent.contacts.name')}
            </Text>
            <Text fw={600} dir="auto">
              {contacts.fullName ?? tt('talent.contacts.none')}
            </Text>
          </Stack>
          <Contact
            label={tt('talent.contacts.phone')}
            value={contacts.contactNumber}
            href={contacts.contactNumber ? `tel:${contacts.contactNumber}` : undefined}
          />
          <Contact
            label={tt('talent.contacts.whatsapp')}
            value={contacts.whatsappNumber}
            href={contacts.whatsappNumber ? `https://wa.me/${digits(contacts.whatsappNumber)}` : undefined}
          />
          <Contact
            label={tt('talent.contacts.email')}
            value={contacts.email}
            href={contacts.email ? `mailto:${contacts.email}` : undefined}
          />
        </SimpleGrid>
        {contacts.cvLink ? (
          <Button
            component="a"
            href={contacts.cvLink}
            {...newTabIfExternal(contacts.cvLink)}
            variant="light"
            leftSection={<IconFileText size={16} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            {tt('talent.contacts.cv')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {tt('talent.contacts.noCv')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
