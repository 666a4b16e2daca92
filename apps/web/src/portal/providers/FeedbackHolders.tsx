import { useEffect } from 'react';
import { App } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

/** Ant Design's App without a wrapper: mounts the message, notification and modal holders and hands them over. */
export function FeedbackHolders({ onReady }: { onReady: (app: useAppProps) => void }) {
  return (
    <App component={false}>
      <HandOver onReady={onReady} />
    </App>
  );
}

function HandOver({ onReady }: { onReady: (app: useAppProps) => void }) {
  const app = App.useApp();
  useEffect(() => onReady(app), [app, onReady]);
  return null;
}
