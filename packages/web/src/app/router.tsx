import { createBrowserRouter } from 'react-router';
import { HomePage } from '../pages/home/HomePage.tsx';
import { JobPage } from '../pages/job/JobPage.tsx';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';

/** The screens of spec §2. The dashboard and admin panel arrive with their issues, loaded lazily. */
export const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/job/:id', element: <JobPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
