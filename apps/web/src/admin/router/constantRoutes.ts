import type { TFunction } from 'i18next';
import type { RouterVo } from './routerVo';

/** Routes every signed-in person has, added before the server's menu tree. */
export function constantRoutes(t: TFunction): RouterVo[] {
  return [
    {
      path: '/',
      component: 'Layout',
      children: [{ path: '', name: 'Index', component: 'Index', meta: { title: t('admin:menu.home'), icon: 'dashboard', affix: true } }],
    },
    {
      path: '/user',
      component: 'Layout',
      hidden: true,
      redirect: 'noRedirect',
      children: [{ path: 'profile', name: 'Profile', component: 'system/user/profile/index', meta: { title: t('admin:menu.profile'), icon: 'user' } }],
    },
  ];
}
