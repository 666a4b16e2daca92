// First, so the apps' own styles follow Ant Design's shared rules; each component's rules come with its code (antdStyles.ts).
import 'virtual:antd-style/base.css';
import { getToken } from '../shared/request/token';
import { startI18n } from '../shared/i18n';
import { validateWithoutEval } from '../shared/validateWithoutEval';
import { preloadFirstScreen } from './router/firstScreen';

validateWithoutEval();

// A small entry: the first screen, the interface texts and the app (React, Ant Design) are fetched side by
// side as soon as it runs, not one after the other; the app renders once its texts are here, and the sign-in page
// with them (not first with a spinner in its place).
const firstScreen = preloadFirstScreen(Boolean(getToken()));
const app = import('./adminRoot');
void startI18n('admin')
  .catch(() => {})
  .then(() => firstScreen)
  .then(() => app)
  .then(({ renderAdmin }) => renderAdmin());
