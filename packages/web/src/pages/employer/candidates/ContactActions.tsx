import '../../../i18n/wallet-texts.ts';
import { Alert, Button, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type CandidateCard, CONTACT_MESSAGE_MAX, contactRequestSchema } from '@modern-jobs/domain';
import { IconLockOpen, IconSend } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useAuth } from '../../../api/auth.ts';
import { employerJobsQuery } from '../../../api/employer.ts';
import { useSetting } from '../../../api/settings.ts';
import { type CandidateView, useRequestContact, useUnlockCandidate } from '../../../api/talent.ts';
import { showToast } from '../../../app/toast.ts';
import { AddFundsButton } from '../../../components/wallet/AddFundsButton.tsx';
import { balancePaisa, paisaMoney, rupeesMoney } from '../../../components/wallet/wallet-format.ts';
import { useTalentI18n } from '../../../i18n/talent-i18n.ts';
import { isDailyLimit, isShortOfFunds } from './talent-errors.ts';

/** Why a paid step failed: short of credit (with Add Funds), a daily cap, or what the API said. */
function PaidStepFailure({
  error,
  fallback,
}: {
  error: unknown;
  fallback: 'talent.unlock.failed' | 'talent.request.failed';
}) {
  const { tt, terror, referenceText } = useTalentI18n();
  if (isShortOfFunds(error))
    return (
      <Alert color="yellow" role="alert" data-testid="talent-no-funds">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{tt('talent.unlock.noFunds')}</Text>
          <AddFundsButton size="xs" />
        </Stack>
      </Alert>
    );
  return (
    <Alert
      color={isDailyLimit(error) ? 'yellow' : 'red'}
      role="alert"
      title={isDailyLimit(error) ? tt('talent.limit') : tt(fallback)}
    >
      {terror(error, fallback)}
      {referenceText(error) && (
        <Text size="xs" mt={4}>
          <bdi>{referenceText(error)}</bdi>
        </Text>
      )}
    </Alert>
  );
}

/** The wallet's balance, as the unlock's price is weighed against it. */
function Balance() {
  const i18n = useTalentI18n();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="talent-balance">
      {i18n.tt('talent.unlock.balance', { amount: paisaMoney(i18n, balancePaisa(user.walletBalance)) })}
    </Text>
  );
}

/**
 * Pays for a candidate's contacts from the wallet: a visible candidate at the unlock price, or an
 * anonymous one who accepted while the wallet was short, at the request price.
 */
function UnlockButton({
  id,
  pricePaisa,
  textKey,
}: {
  id: string;
  pricePaisa: number;
  textKey: 'talent.unlock.button' | 'talent.request.payButton';
}) {
  const i18n = useTalentI18n();
  const { tt } = i18n;
  const unlock = useUnlockCandidate(id);
  const price = rupeesMoney(i18n, pricePaisa);
  const pay = async () => {
    try {
      const { chargedPaisa } = await unlock.mutateAsync();
      await showToast({
        title: tt('talent.unlock.done'),
        message: chargedPaisa > 0 ? tt('talent.unlock.charged', { price: rupeesMoney(i18n, chargedPaisa) }) : '',
        color: 'green',
      });
    } catch {
      // said in place, below the button
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        onClick={() => void pay()}
        loading={unlock.isPending}
        leftSection={<IconLockOpen size={16} aria-hidden="true" />}
      >
        {tt(textKey, { price })}
      </Button>
      {unlock.isError && <PaidStepFailure error={unlock.error} fallback="talent.unlock.failed" />}
    </Stack>
  );
}

/** A visible candidate: their contacts and CV for the unlock price, once per company. */
export function UnlockPanel({ candidate }: { candidate: CandidateCard }) {
  const i18n = useTalentI18n();
  const { tt } = i18n;
  const { value: prices } = useSetting('cv_bank');
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {tt('talent.unlock.title')}
        </Title>
        <Text size="sm">{tt('talent.unlock.text', { price: rupeesMoney(i18n, prices.unlockPaisa) })}</Text>
        <Balance />
        <UnlockButton id={candidate.id} pricePaisa={prices.unlockPaisa} textKey="talent.unlock.button" />
      </Stack>
    </Paper>
  );
}

/** The contact request's form: a short message, and which of the employer's jobs it is about. */
function RequestForm({ id }: { id: string }) {
  const { tt, tmessage } = useTalentI18n();
  const send = useRequestContact(id);
  const jobs = useInfiniteQuery(employerJobsQuery());
  const [message, setMessage] = useState('');
  const [jobId, setJobId] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = contactRequestSchema.safeParse({ message, ...(jobId ? { jobId } : {}) });
    if (!input.success) return setIssue(input.error.issues[0]?.message ?? null);
    setIssue(null);
    try {
      await send.mutateAsync(input.data);
      await showToast({ title: tt('talent.request.sent'), message: tt('talent.request.sentText'), color: 'green' });
    } catch {
      // said in place, below the form
    }
  };
  const ownJobs = (jobs.data?.pages.flatMap((page) => page.items) ?? []).filter((job) => job.status !== 'rejected');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={tt('talent.request.message')}
          description={tt('talent.request.messageHint')}
          autosize
          minRows={3}
          maxLength={CONTACT_MESSAGE_MAX}
          value={message}
          error={issue ? tmessage(issue, 'validation.talent.message') : undefined}
          onChange={(event) => setMessage(event.currentTarget.value)}
          required
        />
        <NativeSelect
          label={tt('talent.request.job')}
          value={jobId}
          onChange={(event) => setJobId(event.currentTarget.value)}
          data={[
            { value: '', label: tt('talent.request.noJob') },
            ...ownJobs.map((job) => ({ value: job.id, label: job.title })),
          ]}
        />
        <Button
          type="submit"
          loading={send.isPending}
          leftSection={<IconSend size={16} aria-hidden="true" className="mirror-in-rtl" />}
          style={{ alignSelf: 'flex-start' }}
        >
          {tt('talent.request.send')}
        </Button>
        {send.isError && <PaidStepFailure error={send.error} fallback="talent.request.failed" />}
      </Stack>
    </form>
  );
}

/**
 * An anonymous candidate: a contact request, charged only if they accept. Once sent, where it
 * stands; accepted while the wallet was short, the way to pay for it.
 */
export function RequestPanel({ view }: { view: CandidateView }) {
  const i18n = useTalentI18n();
  const { tt } = i18n;
  const { value: prices } = useSetting('cv_bank');
  const titleId = useId();
  const price = rupeesMoney(i18n, prices.requestPaisa);
  const { request } = view;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="contact-request-panel"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {tt('talent.request.title')}
        </Title>
        {request === null && (
          <>
            <Text size="sm">{tt('talent.request.text', { price })}</Text>
            <RequestForm id={view.candidate.id} />
          </>
        )}
        {request?.status === 'pending' && (
          <Alert color="blue" role="status" data-testid="request-status" data-status="pending">
            {tt('talent.request.pending')}
          </Alert>
        )}
        {request?.status === 'declined' && (
          <Alert color="gray" role="status" data-testid="request-status" data-status="declined">
            {tt('talent.request.declined')}
          </Alert>
        )}
        {request?.status === 'accepted' && !request.paid && (
          <>
            <Alert color="yellow" role="status" data-testid="request-status" data-status="accepted-unpaid">
              {tt('talent.request.acceptedUnpaid', { price })}
            </Alert>
            <Balance />
            <UnlockButton id={view.candidate.id} pricePaisa={prices.requestPaisa} textKey="talent.request.payButton" />
          </>
        )}
      </Stack>
    </Paper>
  );
}
