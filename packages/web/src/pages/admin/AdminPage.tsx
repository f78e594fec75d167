import '../../i18n/english-pages.ts';
import './admin-styles.ts';
import { useQuery } from '@tanstack/react-query';
import { adminSessionQuery } from '../../api/admin.ts';
import { LoadingSplash } from '../../components/loading-splash/LoadingSplash.tsx';
import { AdminLogin } from './AdminLogin.tsx';
import { AdminPanel } from './AdminPanel.tsx';

/**
 * /admin: the login card until the admin session exists, then the panel; a reload keeps the session.
 * English only (AppRoutes sends /ur/admin here, and the language switch is not offered on it).
 */
export function AdminPage() {
  const session = useQuery(adminSessionQuery());
  if (session.isPending) return <LoadingSplash />;
  return session.data ? <AdminPanel /> : <AdminLogin />;
}
