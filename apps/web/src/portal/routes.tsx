import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PortalLayout } from './layout/PortalLayout';
import { Forward } from './pages/redirect/Forward';
import { firstPages } from './firstPages';
import { lazyPage } from '../shared/lazyPage';
import { RouteGuard } from './RouteGuard';

// The sign-on service's frame is seen on signing in only: not part of the portal's first load.
const SsoFrame = lazy(() => import('./pages/sso/SsoFrame').then((m) => ({ default: m.SsoFrame })));
const HomePage = lazyPage(firstPages['/home']);
const RailwayPage = lazyPage(firstPages['/railway']);
const RailFclPage = lazyPage(firstPages['/tlzxyj']);
const SeaFclPage = lazyPage(firstPages['/hyzxyj']);
const RailInquiryListPage = lazyPage(firstPages['/inquiryList']);
const FclInquiryListPage = lazyPage(firstPages['/inquiryFclList']);
const SeaInquiryHistoryPage = lazyPage(firstPages['/xjlb']);
const QuotePage = lazy(() => import('./pages/quote/QuotePage'));
const RailQuotePage = lazy(() => import('./pages/quote/RailQuotePage'));
const HotRatesPage = lazyPage(firstPages['/zxyj']);
const FarePage = lazyPage(firstPages['/fare']);
const LoginPage = lazyPage(firstPages['/login']);
const RegisterPage = lazyPage(firstPages['/register']);
const NoAccessPage = lazy(() => import('./pages/errors/NoAccessPage'));
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage'));
const SsoLoginPage = lazy(() => import('./pages/sso/SsoLoginPage'));
const SsoPasswordPage = lazy(() => import('./pages/sso/SsoPasswordPage'));
const SsoLanguagePage = lazy(() => import('./pages/sso/SsoLanguagePage'));

/** The portal's route table (portal.md §2). Every page passes the route guard; portal pages sit in the portal layout. */
export const portalRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '/index', element: <Navigate to="/" replace /> },
  { path: '/redirect/*', element: <Forward /> },
  {
    element: (
      <RouteGuard>
        <PortalLayout />
      </RouteGuard>
    ),
    children: [
      { path: '/home', element: <HomePage /> },
      { path: '/railway', element: <RailwayPage /> },
      { path: '/tlzxyj', element: <RailFclPage /> },
      { path: '/hyzxyj', element: <SeaFclPage /> },
      { path: '/inquiryList', element: <RailInquiryListPage /> },
      { path: '/inquiryFclList', element: <FclInquiryListPage /> },
      { path: '/xjlb', element: <SeaInquiryHistoryPage /> },
      { path: '/quote/:id', element: <QuotePage /> },
      { path: '/railQuote/:type/:id', element: <RailQuotePage /> },
      { path: '/zxyj', element: <HotRatesPage /> },
      { path: '/fare', element: <FarePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/401', element: <NoAccessPage /> },
      { path: '/404', element: <NotFoundPage /> },
    ],
  },
  {
    // The built-in sign-on service's pages: public, in their own frame rather than the portal's header.
    element: (
      <RouteGuard>
        <Suspense fallback={null}>
          <SsoFrame />
        </Suspense>
      </RouteGuard>
    ),
    children: [
      { path: '/sso/login', element: <SsoLoginPage /> },
      { path: '/sso/password', element: <SsoPasswordPage /> },
      { path: '/sso/language', element: <SsoLanguagePage /> },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

/** The portal's routes under the hash router (declarative mode: no data APIs are used, and it is smaller). */
export function PortalRoutes() {
  return useRoutes(portalRoutes);
}
