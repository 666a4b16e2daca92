import { pageLoader } from '../shared/pageLoader';

/** The pages a visitor may open first, by path: fetched when first shown, or early by preloadPage (routes.tsx draws them). */
export const firstPages = {
  '/home': pageLoader(() => import('./pages/home/HomePage')),
  '/railway': pageLoader(() => import('./pages/railway/RailwayPage')),
  '/tlzxyj': pageLoader(() => import('./pages/rail-fcl/RailFclPage')),
  '/hyzxyj': pageLoader(() => import('./pages/sea-fcl/SeaFclPage')),
  '/inquiryList': pageLoader(() => import('./pages/inquiries/RailInquiryListPage')),
  '/inquiryFclList': pageLoader(() => import('./pages/inquiries/FclInquiryListPage')),
  '/xjlb': pageLoader(() => import('./pages/inquiries/SeaInquiryHistoryPage')),
  '/zxyj': pageLoader(() => import('./pages/hot-rates/HotRatesPage')),
  '/fare': pageLoader(() => import('./pages/fare/FarePage')),
  '/login': pageLoader(() => import('./pages/login/LoginPage')),
  '/register': pageLoader(() => import('./pages/register/RegisterPage')),
};

/**
 * Starts fetching the page at `path` (a route path such as '/railway'), if it is one of the first pages; resolves
 * when it is there or cannot be (a page that fails to load here fails again, visibly, when its route renders).
 */
export function preloadPage(path: string): Promise<unknown> {
  return Object.hasOwn(firstPages, path) ? firstPages[path as keyof typeof firstPages]().catch(() => {}) : Promise.resolve();
}
