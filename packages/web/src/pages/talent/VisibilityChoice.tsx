// Styles only this choice needs, loaded with its chunk (the app's sheet carries the common ones: app/styles.ts).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Anchor, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { TALENT_VISIBILITIES, type TalentVisibility } from '@modern-jobs/domain';
import { useId } from 'react';
import { type TalentStatus, useSetVisibility } from '../../api/talent.ts';
import { showToast } from '../../app/toast.ts';
import { Link } from '../../components/link/Link.tsx';
import { useTalentI18n } from '../../i18n/talent-i18n.ts';

/**
 * Off, visible or anonymous, each with what employers then see. A choice is saved as it is made;
 * the radio shows the saved one (the API's answer), so a failed save leaves the old choice shown.
 */
export function VisibilityChoice({ status }: { status: TalentStatus }) {
  const { tt, path, terror, referenceText } = useTalentI18n();
  const setVisibility = useSetVisibility();
  const titleId = useId();
  const choose = async (visibility: TalentVisibility) => {
    try {
      await setVisibility.mutateAsync(visibility);
      await showToast({ title: tt(`talent.visibility.${visibility}`), message: tt('talent.visibility.saved') });
    } catch (error) {
      await showToast({
        title: tt('talent.visibility.failed'),
        message: terror(error, 'talent.visibility.failed'),
        color: 'red',
        reference: referenceText(error),
      });
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {tt('talent.visibility.title')}
        </Title>
        {status.hiddenByOperator && (
          <Alert color="yellow" role="status">
            {tt('talent.visibility.hidden')}
          </Alert>
        )}
        <Radio.Group
          value={setVisibility.isPending ? (setVisibility.variables ?? status.visibility) : status.visibility}
          onChange={(value) => void choose(value as TalentVisibility)}
          aria-labelledby={titleId}
        >
          <Stack gap="md">
            {TALENT_VISIBILITIES.map((visibility) => (
              <Radio
                key={visibility}
                value={visibility}
                disabled={setVisibility.isPending}
                label={<Text fw={600}>{tt(`talent.visibility.${visibility}`)}</Text>}
                description={tt(`talent.visibility.${visibility}Text`)}
                // The description's own tight line height overlaps Urdu's tall letters: the page's, per language.
                styles={{ description: { lineHeight: 'var(--mantine-line-height-sm)' } }}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {tt('talent.visibility.profileHint')}{' '}
          <Anchor component={Link} to={path('/profile')}>
            {tt('talent.visibility.profileLink')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
