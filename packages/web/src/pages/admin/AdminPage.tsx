import '../../i18n/english-pages.ts';
import './admin-styles.ts';
import { useQuery } from '@tanstack/react-query';
import { adminSessionQuery } from '../../api/admin.ts';
import { LoadingSplash } from '../../components/loading-splash/LoadingSplash.tsx';
import { AdminLogin } from './AdminLogin.tsx';
import { AdminPanel } from './AdminPanel.tsx';

/**
 * /admin: the login card until the admin session exists, then the panel; a reload keeps the session.
 * The panel is in English, left to right, also when the site around it is in Urdu (`/ur/admin`).
 */
export function AdminPage() {
  const session = useQuery(adminSessionQuery());
  if (session.isPending) return <LoadingSplash />;
  return (
    <div lang="en" dir="ltr">
      {session.data ? <AdminPanel /> : <AdminLogin />}
    </div>
  );
}
