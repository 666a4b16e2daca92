import { useStore } from '../../store';
import { appStore } from '../appStore';
import { settingsStore } from '../settings/settingsStore';
import { AppBreadcrumb } from './AppBreadcrumb';
import { FullscreenToggle } from './FullscreenToggle';
import { Hamburger } from './Hamburger';
import { LanguageSelect } from './LanguageSelect';
import { NoticeBell } from './NoticeBell';
import { RouteSearch } from './RouteSearch';
import { SizeSelect } from './SizeSelect';
import { TopNav } from './TopNav';
import { UserMenu } from './UserMenu';

export function Navbar() {
  const topNav = useStore(settingsStore, (s) => s.topNav);
  const mobile = useStore(appStore, (s) => s.device === 'mobile');
  return (
    <header className="navbar">
      <Hamburger />
      {topNav ? <TopNav /> : <AppBreadcrumb />}
      <div className="right-menu">
        {!mobile && (
          <>
            <RouteSearch />
            <FullscreenToggle />
            <SizeSelect />
          </>
        )}
        <LanguageSelect />
        <NoticeBell />
        <UserMenu />
      </div>
    </header>
  );
}
