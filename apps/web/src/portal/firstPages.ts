/** The pages a visitor may open first, by path: fetched when first shown, or early by preloadPage. */
export const firstPages = {
  '/home': () => import('./pages/home/HomePage'),
  '/railway': () => import('./pages/railway/RailwayPage'),
  '/tlzxyj': () => import('./pages/rail-fcl/RailFclPage'),
  '/hyzxyj': () => import('./pages/sea-fcl/SeaFclPage'),
  '/inquiryList': () => import('./pages/inquiries/RailInquiryListPage'),
  '/inquiryFclList': () => import('./pages/inquiries/FclInquiryListPage'),
  '/xjlb': () => import('./pages/inquiries/SeaInquiryHistoryPage'),
  '/zxyj': () => import('./pages/hot-rates/HotRatesPage'),
  '/fare': () => import('./pages/fare/FarePage'),
  '/login': () => import('./pages/login/LoginPage'),
  '/register': () => import('./pages/register/RegisterPage'),
};

/** Starts fetching the page at `path` (a route path such as '/railway'), if it is one of the first pages. */
export function preloadPage(path: string): void {
  // A page that fails to load here fails again, visibly, when its route renders.
  if (Object.hasOwn(firstPages, path)) void firstPages[path as keyof typeof firstPages]().catch(() => {});
}
