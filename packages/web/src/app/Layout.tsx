import { Outlet } from 'react-router';
import { Navbar } from '../components/navbar/Navbar.tsx';

export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
