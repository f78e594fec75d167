import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { ADMIN_TOASTS, adminLoginSchema, REDIRECT_DELAY_MS } from '@modern-jobs/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAdminSignIn } from '../../api/admin.ts';
import { showToast } from '../../app/toast.ts';
import { english } from './english.ts';

type Fields = z.input<typeof adminLoginSchema>;

/** 'Admin Panel Login' (spec §2). A failure goes back to the home page after 500 ms (spec §8); a lockout is said plainly. */
/** "45 seconds", "2 minutes", "58 minutes": an hour's wait read as seconds is hard to take in. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

export function AdminLogin() {
  const form = useForm<Fields>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { mobile: '', password: '' },
  });
  const signIn = useAdminSignIn();
  const navigate = useNavigate();
  const [locked, setLocked] = useState<number | null>(null);

  const failAndLeave = async (toast: { title: string; message: string }) => {
    await showToast({ ...toast, color: 'red' });
    window.setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
  };

  const onSubmit = form.handleSubmit(async (credentials) => {
    setLocked(null);
    try {
      const result = await signIn.mutateAsync(credentials);
      if (result.status === 200) return void showToast({ ...ADMIN_TOASTS.loginSucceeded, color: 'green' });
      if (result.status === 429) {
        const seconds = result.retryAfter ?? 60;
        setLocked(seconds);
        return void showToast({
          title: 'Too many attempts',
          message: `Try again in ${waitText(seconds)}.`,
          color: 'red',
        });
      }
      await failAndLeave(ADMIN_TOASTS.loginFailed);
    } catch {
      await failAndLeave(ADMIN_TOASTS.loginNetworkError);
    }
  });

  return (
    <Container size={420} py={48}>
      <title>Admin Panel Login | Modern Jobs</title>
      <Paper withBorder shadow="sm" p="lg" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h3" ta="center">
            Admin Panel Login
          </Title>
          {locked !== null && (
            <Alert color="red" title="Too many failed attempts">
              Sign-in from this browser is paused for {waitText(locked)}. Wait, then try again; a browser you have
              signed in on before is not affected.
            </Alert>
          )}
          <TextInput
            label="Mobile Number"
            placeholder="03999999999"
            type="tel"
            inputMode="tel"
            autoComplete="username"
            withAsterisk
            error={english(form.formState.errors.mobile?.message)}
            {...form.register('mobile')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            error={english(form.formState.errors.password?.message)}
            {...form.register('password')}
          />
          <Button type="submit" loading={signIn.isPending}>
            Login to Admin Panel
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
