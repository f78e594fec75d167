import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { type TalentStatus, useBlockCompany, useUnblockCompany } from '../../api/talent.ts';
import { showToast } from '../../app/toast.ts';
import { ConfirmModal } from '../../components/confirm-modal/ConfirmModal.tsx';
import { useTalentI18n } from '../../i18n/talent-i18n.ts';

/** A company as the seeker's page names it. */
export interface CompanyRef {
  id: string;
  name: string | null;
}

/** Says how a change of the blocked companies went. */
function useBlockToast() {
  const { tt, terror, referenceText } = useTalentI18n();
  return {
    done: (key: 'talent.blocks.blocked' | 'talent.blocks.unblocked', company: string) =>
      showToast({ title: tt(key, { company }), message: tt('talent.blocks.intro'), color: 'green' }),
    failed: (error: unknown) =>
      showToast({
        title: tt('talent.blocks.failed'),
        message: terror(error, 'talent.blocks.failed'),
        color: 'red',
        reference: referenceText(error),
      }),
  };
}

/** Asks before blocking a company (from a line of the activity): what it will no longer do. */
export function BlockModal({ company, onClose }: { company: CompanyRef | null; onClose: () => void }) {
  const { tt } = useTalentI18n();
  const block = useBlockCompany();
  const toast = useBlockToast();
  const name = company?.name ?? tt('talent.blocks.unnamed');
  const confirm = async () => {
    if (!company) return;
    try {
      await block.mutateAsync(company.id);
      onClose();
      await toast.done('talent.blocks.blocked', name);
    } catch (error) {
      await toast.failed(error);
    }
  };
  return (
    <ConfirmModal
      opened={company !== null}
      title={tt('talent.blocks.confirmTitle', { company: name })}
      text={tt('talent.blocks.confirmText')}
      cancelLabel={tt('talent.blocks.cancel')}
      confirmLabel={tt('talent.blocks.confirm')}
      busy={block.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

/** The companies the seeker blocked, each with Unblock. */
export function BlockedCompanies({ status }: { status: TalentStatus }) {
  const { tt } = useTalentI18n();
  const unblock = useUnblockCompany();
  const toast = useBlockToast();
  const titleId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const release = async (company: CompanyRef, name: string) => {
    setBusy(company.id);
    try {
      await unblock.mutateAsync(company.id);
      await toast.done('talent.blocks.unblocked', name);
    } catch (error) {
      await toast.failed(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {tt('talent.blocks.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {tt('talent.blocks.intro')}
        </Text>
        {status.blockedCompanies.length === 0 ? (
          <Text size="sm">{tt('talent.blocks.empty')}</Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {status.blockedCompanies.map((company) => {
              const name = company.name ?? tt('talent.blocks.unnamed');
              return (
                <Group key={company.id} component="li" justify="space-between" gap="xs" data-testid="blocked-company">
                  <Text dir="auto" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {name}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    loading={busy === company.id}
                    onClick={() => void release(company, name)}
                    aria-label={tt('talent.blocks.unblockFor', { company: name })}
                  >
                    {tt('talent.blocks.unblock')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
