import { act, screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { adminFeedback } from './feedback';
import { renderPage, setupTestI18n } from './testing';

beforeAll(setupTestI18n);

// A toast drawn by antd's static holder would live in a React root of its own, outside any page: its timer kept
// rendering after the test's page was gone, and once the file's window was torn down the run failed with
// "window is not defined".
it('shows a request failure in the page\'s own App, and leaves nothing behind when the page goes', async () => {
  const view = renderPage(<p>page</p>);
  act(() => adminFeedback.error('后端接口连接异常'));
  expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
  view.unmount();
  expect(document.querySelector('.ant-message')).toBeNull();
});
