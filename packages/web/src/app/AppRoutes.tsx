import { Container, Skeleton } from '@mantine/core';
import { DEFAULT_LOCALE, LOCALES } from '@modern-jobs/domain';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingSplash } from '../components/loading-splash/LoadingSplash.tsx';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { Layout } from './Layout.tsx';

// Loaded when visited, so the home page carries only itself; the job page is preloaded while the
// browser is idle (the `prefetch` of vite.config.ts), the dashboard, the profile page, the unsubscribe page (opened
// from an e-mail), the CV bank's pages, the employer's pages and the admin panel on demand.
const JobPage = lazy(() => import('../pages/job/JobPage.tsx').then((m) => ({ default: m.JobPage })));
const DashboardPage = lazy(() =>
  import('../pages/dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const UnsubscribePage = lazy(() =>
  import('../pages/unsubscribe/UnsubscribePage.tsx').then((m) => ({ default: m.UnsubscribePage })),
);
const EmployerRoutes = lazy(() =>
  import('../pages/employer/EmployerRoutes.tsx').then((m) => ({ default: m.EmployerRoutes })),
);
const TalentRoutes = lazy(() => import('../pages/talent/TalentRoutes.tsx').then((m) => ({ default: m.TalentRoutes })));
const AdminPage = lazy(() => import('../pages/admin/AdminPage.tsx').then((m) => ({ default: m.AdminPage })));

function JobPageFallback() {
  const { t } = useI18n();
  return (
    <Container size="md" py="lg">
      <Skeleton height={260} radius="md" aria-label={t('job.loading')} />
    </Container>
  );
}

/** A page loaded on demand, with what to show while it loads. */
function Lazy({ page: Page, fallback }: { page: React.ComponentType; fallback: React.ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

/**
 * The screens of spec §2. Declarative routes rather than a data router: the app loads its data
 * with TanStack Query, and the data router would add about 15 KB (gzip) to every first visit.
 */
export function AppRoutes() {
  // The same screens at the English URLs and under each other language's prefix (`/ur/job/{id}`).
  const pages = (
    <>
      <Route index element={<HomePage />} />
      <Route path="job/:id" element={<Lazy page={JobPage} fallback={<JobPageFallback />} />} />
      <Route path="dashboard/*" element={<Lazy page={DashboardPage} fallback={<LoadingSplash />} />} />
      <Route path="profile" element={<Lazy page={ProfilePage} fallback={<LoadingSplash />} />} />
      <Route path="unsubscribe" element={<Lazy page={UnsubscribePage} fallback={<LoadingSplash />} />} />
      <Route path="talent/*" element={<Lazy page={TalentRoutes} fallback={<LoadingSplash />} />} />
      {/* The employer's pages route among themselves (EmployerRoutes), all in their one chunk. */}
      <Route path="employer/*" element={<Lazy page={EmployerRoutes} fallback={<LoadingSplash />} />} />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* The admin panel is English only: an Urdu address for it goes to the English one. */}
        <Route path="/admin" element={<Lazy page={AdminPage} fallback={<LoadingSplash />} />} />
        <Route path="/ur/admin" element={<Navigate to="/admin" replace />} />
        {LOCALES.map((locale) => (
          <Route key={locale} path={locale === DEFAULT_LOCALE ? '/' : `/${locale}`}>
            {pages}
          </Route>
        ))}
      </Route>
    </Routes>
  );
}
