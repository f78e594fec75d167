import '../../i18n/talent-texts.ts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from '../../components/link/Link.tsx';
import { useTalentI18n } from '../../i18n/talent-i18n.ts';

/** The way to the CV bank page, on the dashboard and the profile page: what it is for, and the link. */
export function TalentLinkCard() {
  const { tt, path } = useTalentI18n();
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 200 }}>
          <IconId size={28} aria-hidden="true" />
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={700} id={titleId}>
              {tt('talent.link.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {tt('talent.link.text')}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={path('/talent')} variant="light">
          {tt('talent.link.action')}
        </Button>
      </Group>
    </Paper>
  );
}
