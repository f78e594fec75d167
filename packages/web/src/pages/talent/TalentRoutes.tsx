import '../../i18n/talent-texts.ts';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { LoadingSplash } from '../../components/loading-splash/LoadingSplash.tsx';
import { useRedirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { RequestAnswerPage } from './RequestAnswerPage.tsx';
import { TalentPage } from './TalentPage.tsx';

/** The seeker's CV bank page, for the signed-in only: signed out, through sign-in and back. */
function SignedInTalentPage() {
  const { user, isLoading } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const { toast } = useI18n();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isLoading && !user) void redirectToLogin(toast('loggedOut'), pathname);
  }, [isLoading, user, redirectToLogin, toast, pathname]);

  if (isLoading || !user) return <LoadingSplash />;
  return <TalentPage />;
}

/**
 * /talent and /talent/request (and /ur/…): one chunk, loaded when visited. The answer page of a
 * contact request's e-mail works signed out: its link's signed token is what lets it answer.
 */
export function TalentRoutes() {
  return (
    <Routes>
      <Route index element={<SignedInTalentPage />} />
      <Route path="request" element={<RequestAnswerPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
