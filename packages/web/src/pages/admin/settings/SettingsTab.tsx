import { SimpleGrid, Stack, Title } from '@mantine/core';
import { type FieldSpec, SettingForm } from './SettingForm.tsx';

const button = (linkLabel: string): FieldSpec[] => [
  { name: 'text', label: 'Button Text' },
  { name: 'link', label: linkLabel, placeholder: 'https://...' },
  { name: 'visible', label: 'Visible', kind: 'checkbox' },
];

/** 'Site Settings' (spec §2): the six forms, the wallet's limits and prices (issue 31) and the rules for jobs abroad (issue 33), the CV bank's prices and caps (issue 34). */
export function SettingsTab() {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Site Settings
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SettingForm settingKey="highlight_button" fields={button('Button Link')} />
        <SettingForm settingKey="promotional_button" fields={button('Button Link')} />
        <SettingForm settingKey="earn_money_button" fields={button('Button Link')} />
        <SettingForm settingKey="sign_in_button" fields={button('Sign-in Link')} />
        <SettingForm
          settingKey="win_modal"
          fields={[
            { name: 'firstLine', label: 'First Line' },
            { name: 'secondLine', label: 'Second Line' },
            { name: 'downloadLink', label: 'Download Link', placeholder: 'https://... or #' },
          ]}
        />
        <SettingForm
          settingKey="contact_info"
          fields={[
            { name: 'whatsapp', label: 'WhatsApp Number', placeholder: '+923001234567' },
            { name: 'email', label: 'Email' },
            { name: 'phone', label: 'Phone Number', placeholder: '+923001234567' },
          ]}
        />
        <SettingForm
          settingKey="wallet"
          fields={[
            { name: 'minDepositPaisa', label: 'Minimum deposit (PKR)', kind: 'paisa' },
            { name: 'maxDepositPaisa', label: 'Maximum deposit (PKR)', kind: 'paisa' },
            { name: 'presetsPaisa', label: 'Add Funds presets (PKR)', kind: 'paisa-list' },
            { name: 'boost7Paisa', label: '7-day boost price (PKR)', kind: 'paisa' },
            { name: 'boost15Paisa', label: '15-day boost price (PKR)', kind: 'paisa' },
            { name: 'boost30Paisa', label: '30-day boost price (PKR)', kind: 'paisa' },
          ]}
        />
        <SettingForm
          settingKey="trust_rules"
          fields={[
            {
              name: 'requireRecruiterVerification',
              label: 'Require recruiter verification before approval',
              kind: 'checkbox',
            },
            { name: 'complaintLink', label: 'Complaint channel link', placeholder: 'https://... or # for none' },
          ]}
        />
        <SettingForm
          settingKey="cv_bank"
          fields={[
            { name: 'unlockPaisa', label: 'Unlock price (PKR)', kind: 'paisa' },
            { name: 'requestPaisa', label: 'Accepted request price (PKR)', kind: 'paisa' },
            { name: 'viewsPerDay', label: 'Profile views per company a day', kind: 'count' },
            { name: 'unlocksPerDay', label: 'Unlocks per company a day', kind: 'count' },
            { name: 'requestsPerDay', label: 'Contact requests per company a day', kind: 'count' },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
