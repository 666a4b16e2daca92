import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AuthGuard } from './AuthGuard';
import { loadLoginPage, loadMainLayout } from './firstScreen';
import { GuestOnly } from './GuestOnly';
import { lazyPage } from '../../shared/lazyPage';

const LoginPage = lazyPage(loadLoginPage);
const RegisterPage = lazy(() => import('../pages/register/RegisterPage'));
const ForbiddenPage = lazy(() => import('../pages/error/ForbiddenPage'));
const NotFoundPage = lazy(() => import('../pages/error/NotFoundPage'));
const MainLayout = lazy(loadMainLayout);

const page = (Page: ComponentType) => (
  <Suspense fallback={<Spin fullscreen />}>
    <Page />
  </Suspense>
);

/** Fixed routes; the pages inside the main layout come from the menu tree (see PageRoutes). */
export const adminRoutes: RouteObject[] = [
  { path: '/login', element: <GuestOnly>{page(LoginPage)}</GuestOnly> },
  { path: '/register', element: page(RegisterPage) },
  {
    element: <AuthGuard />,
    children: [
      { path: '/401', element: page(ForbiddenPage) },
      { path: '/404', element: page(NotFoundPage) },
      // The home page is `/`; RuoYi's names for it, /index and /home (where its empty path leads), open it too.
      { path: '/index', element: <Navigate to="/" replace /> },
      { path: '/home', element: <Navigate to="/" replace /> },
      { path: '*', element: page(MainLayout) },
    ],
  },
];

/** The back office's route table under the hash router (declarative mode: no data APIs are used, and it is smaller). */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
