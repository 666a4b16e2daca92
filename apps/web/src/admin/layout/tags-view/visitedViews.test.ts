import { describe, expect, it } from 'vitest';
import { addView, closableActions, closeViews, type VisitedView } from './visitedViews';

const view = (path: string, affix = false): VisitedView => ({
  path,
  fullPath: path,
  title: path,
  meta: { affix, noCache: false, link: null },
});

const home = view('/', true);
const user = view('/system/user');
const role = view('/system/role');
const dict = view('/system/dict');
const job = view('/monitor/job');
const tabs = [home, user, role, dict, job];
const paths = (views: readonly VisitedView[]) => views.map((v) => v.path);

describe('tags view', () => {
  it('adds a page once and updates its query on a revisit', () => {
    const once = addView(addView([home], user), user);
    expect(paths(once)).toEqual(['/', '/system/user']);
    const requery = addView(once, { ...user, fullPath: '/system/user?deptId=1' });
    expect(requery[1]!.fullPath).toBe('/system/user?deptId=1');
  });

  it('never closes the affixed home tab', () => {
    expect(closeViews(tabs, 'current', home, '/').views).toHaveLength(5);
    expect(paths(closeViews(tabs, 'all', role, '/system/role').views)).toEqual(['/']);
    expect(paths(closeViews(tabs, 'left', job, '/monitor/job').views)).toEqual(['/', '/monitor/job']);
  });

  it('closing the active tab goes to the last remaining tab', () => {
    expect(closeViews(tabs, 'current', job, '/monitor/job')).toEqual({ views: [home, user, role, dict], goTo: '/system/dict' });
  });

  it('closing another tab stays where it is', () => {
    expect(closeViews(tabs, 'current', user, '/monitor/job')).toEqual({ views: [home, role, dict, job] });
  });

  it('closing everything goes home', () => {
    expect(closeViews(tabs, 'all', role, '/system/role')).toEqual({ views: [home], goTo: '/' });
  });

  it('closes the tabs left or right of a tab, moving away if the current tab went with them', () => {
    expect(closeViews(tabs, 'right', role, '/system/user')).toEqual({ views: [home, user, role] });
    expect(closeViews(tabs, 'right', role, '/monitor/job')).toEqual({ views: [home, user, role], goTo: '/system/role' });
    expect(closeViews(tabs, 'left', dict, '/system/user')).toEqual({ views: [home, dict, job], goTo: '/monitor/job' });
  });

  it('closing the others keeps home and the chosen tab and opens it', () => {
    expect(closeViews(tabs, 'others', role, '/system/user')).toEqual({ views: [home, role], goTo: '/system/role' });
    expect(closeViews(tabs, 'others', role, '/system/role')).toEqual({ views: [home, role] });
  });

  it('offers only the closing actions that would close something', () => {
    expect(closableActions(tabs, home)).toEqual({ current: false, others: true, left: false, right: true, all: true });
    expect(closableActions(tabs, job)).toEqual({ current: true, others: true, left: true, right: false, all: true });
    expect(closableActions([home, user], user)).toEqual({ current: true, others: false, left: false, right: false, all: true });
  });
});
