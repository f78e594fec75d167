import { Container, Paper, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useSetting } from '../../api/settings.ts';
import { SimpleButton } from '../../components/button/SimpleButton.tsx';
import { newTabIfExternal } from '../../components/new-tab.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** The optional promotional banner (spec §2), shown only when the operator has set one and made it visible. */
export function PromoBanner() {
  const promo = useSetting('promotional_button');
  const { settingText } = useI18n();
  if (!promo.exists || !promo.value.visible) return null;
  return (
    <Container size="lg" mt="md">
      <Paper p="sm" radius="md" bg="yellow.1" withBorder>
        <SimpleButton
          component="a"
          href={promo.value.link}
          variant="subtle"
          color="dark"
          fullWidth
          leftSection={<IconSparkles size={18} aria-hidden="true" />}
          {...newTabIfExternal(promo.value.link)}
        >
          <Text fw={700} dir="auto">
            {settingText('promotional_button', 'text', promo.value.text)}
          </Text>
        </SimpleButton>
      </Paper>
    </Container>
  );
}
