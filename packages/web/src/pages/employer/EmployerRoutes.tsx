import '../../i18n/employer-texts.ts';
import '../../i18n/wallet-texts.ts';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { LoadingSplash } from '../../components/loading-splash/LoadingSplash.tsx';
import { useRedirectToLogin } from '../../hooks/useRedirectToLogin.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { ApplicantsPage } from './ApplicantsPage.tsx';
import { CandidatePage } from './candidates/CandidatePage.tsx';
import { CandidatesPage } from './candidates/CandidatesPage.tsx';
import { EmployerHome } from './EmployerHome.tsx';
import { JobEditor } from './JobEditor.tsx';

/** A job's pages need a company: without one, the employer's home, which asks for it. */
function WithCompany({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { path } = useI18n();
  return user?.company ? children : <Navigate to={path('/employer')} replace />;
}

/**
 * /employer and the pages under it (and /ur/…): one chunk, loaded when visited. Signed out, it says
 * why and goes through sign-in back to the page asked for, as the app's other sign-in prompts do.
 */
export function EmployerRoutes() {
  const { user, isLoading } = useAuth();
  const { t } = useI18n();
  const redirectToLogin = useRedirectToLogin();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!isLoading && !user)
      void redirectToLogin(
        { title: t('employer.signIn.title'), message: t('employer.signIn.message') },
        pathname + search,
      );
  }, [isLoading, user, redirectToLogin, t, pathname, search]);

  if (isLoading || !user) return <LoadingSplash />;
  return (
    <Routes>
      <Route index element={<EmployerHome />} />
      <Route
        path="jobs/new"
        element={
          <WithCompany>
            <JobEditor />
          </WithCompany>
        }
      />
      <Route
        path="jobs/:id/edit"
        element={
          <WithCompany>
            <JobEditor />
          </WithCompany>
        }
      />
      <Route
        path="jobs/:id/applicants"
        element={
          <WithCompany>
            <ApplicantsPage />
          </WithCompany>
        }
      />
      {/* The CV bank's search (issue 34): the API refuses a company the operator has not verified, and the pages say why. */}
      <Route
        path="candidates"
        element={
          <WithCompany>
            <CandidatesPage />
          </WithCompany>
        }
      />
      <Route
        path="candidates/:id"
        element={
          <WithCompany>
            <CandidatePage />
          </WithCompany>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
