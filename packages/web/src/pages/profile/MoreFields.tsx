// Mantine's styles for the inputs, menus and dialogs of this part, with its chunk, not the first screen's.
import './profile-styles.ts';
import { Group, Radio, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { PROFILE_LIMITS } from '@modern-jobs/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import type { ProfileForm } from './profile-form.ts';
import { EducationFields, WorkHistoryFields } from './RowsFields.tsx';
import { Section } from './Section.tsx';

/**
 * The profile's sections below the contact details, in the form ProfileFields made: a chunk of its
 * own (Mantine's tags input and its combobox, the rows, the domain's limits), put on screen after
 * the first one.
 */
export function MoreFields({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { t, message: keyText } = useI18n();
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? keyText(key) : undefined);
  return (
    <>
      <Section title={t('profile.section.about')}>
        <Stack gap="sm">
          <TextInput
            label={t('profile.headline')}
            description={t('profile.headlineHint')}
            error={message(errors.headline?.message)}
            {...form.register('headline')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('profile.city')}
              autoComplete="address-level2"
              error={message(errors.city?.message)}
              {...form.register('city')}
            />
            <TextInput
              label={t('profile.yearsOfExperience')}
              inputMode="numeric"
              dir="ltr"
              error={message(errors.yearsOfExperience?.message)}
              {...form.register('yearsOfExperience')}
            />
          </SimpleGrid>
          <TagList form={form} name="skills" label={t('profile.skills')} max={PROFILE_LIMITS.skills} />
          <TagList form={form} name="languages" label={t('profile.languages')} max={PROFILE_LIMITS.languages} />
        </Stack>
      </Section>
      <Section title={t('profile.section.work')}>
        <WorkHistoryFields form={form} />
      </Section>
      <Section title={t('profile.section.education')}>
        <EducationFields form={form} />
      </Section>
      <Section title={t('profile.section.wishes')}>
        <Stack gap="sm">
          <TextInput
            label={t('profile.expectedSalary')}
            inputMode="numeric"
            dir="ltr"
            placeholder="60,000"
            error={message(errors.expectedSalary?.message)}
            {...form.register('expectedSalary')}
          />
          <Controller
            control={form.control}
            name="openToAbroad"
            render={({ field }) => (
              <Radio.Group
                label={t('profile.openToAbroad')}
                value={field.value}
                onChange={(value) => field.onChange(value)}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="yes" label={t('profile.yes')} />
                  <Radio value="no" label={t('profile.no')} />
                </Group>
              </Radio.Group>
            )}
          />
        </Stack>
      </Section>
    </>
  );
}

/** Skills or languages: each a tag, Enter after each one. */
function TagList({
  form,
  name,
  label,
  max,
}: {
  form: UseFormReturn<ProfileForm>;
  name: 'skills' | 'languages';
  label: string;
  max: number;
}) {
  const { t, message } = useI18n();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description={t('profile.tagsHint')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          maxTags={max}
          clearable
          acceptValueOnBlur
          // Tags are typed, never picked: the list of suggestions stays empty and hidden. Mantine keeps
          // it mounted all the same, placed by floating-ui and its scroll area measured as the field
          // mounts, which forced the page's style and layout inside this section's render (~25 ms of
          // a phone's main thread per field). Mounted when the field opens it, never measured empty.
          comboboxProps={{ keepMounted: false }}
          withScrollArea={false}
          error={fieldState.error?.message ? message(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
