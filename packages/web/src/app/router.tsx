import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../pages/home/HomePage.tsx';
import { JobPage } from '../pages/job/JobPage.tsx';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { Layout } from './Layout.tsx';

/** The screens of spec §2. The dashboard (and later the admin panel) load only when visited. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/job/:id', element: <JobPage /> },
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await import('../pages/dashboard/DashboardPage.tsx')).DashboardPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
