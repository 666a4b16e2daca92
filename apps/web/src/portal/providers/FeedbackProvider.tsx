import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { useAppProps } from 'antd/es/app/context';
import { FeedbackContext, type PortalFeedback } from './feedbackContext';

type Show = (app: useAppProps) => void;
type Holders = ComponentType<{ onReady: (app: useAppProps) => void }>;

/**
 * Gives the portal Ant Design's message, notification and modal without putting them into its first load: the
 * first call (or the visitor's first click or key) fetches them, and calls made meanwhile are shown once they
 * are there.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const app = useRef<useAppProps>(undefined);
  const waiting = useRef<Show[]>([]);
  const [wanted, setWanted] = useState(false);
  const [Holders, setHolders] = useState<Holders>();

  // One object for the provider's life, so that effects depending on it do not run again.
  const [feedback] = useState<PortalFeedback>(() => {
    const show = (action: Show) => {
      if (app.current) return action(app.current);
      waiting.current.push(action);
      setWanted(true);
    };
    return {
      message: {
        info: (text) => show(({ message }) => void message.info(text)),
        success: (text) => show(({ message }) => void message.success(text)),
        warning: (text) => show(({ message }) => void message.warning(text)),
        error: (text) => show(({ message }) => void message.error(text)),
        open: (args) => show(({ message }) => void message.open(args)),
      },
      notification: { error: (args) => show(({ notification }) => notification.error(args)) },
      modal: {
        confirm: (config) => show(({ modal }) => void modal.confirm(config)),
        info: (config) => show(({ modal }) => void modal.info(config)),
      },
    };
  });

  // Fetched on the first click or key already, so that what it leads to is shown without waiting.
  useEffect(() => {
    const warmUp = () => setWanted(true);
    const options = { capture: true, once: true };
    window.addEventListener('pointerdown', warmUp, options);
    window.addEventListener('keydown', warmUp, options);
    return () => {
      window.removeEventListener('pointerdown', warmUp, options);
      window.removeEventListener('keydown', warmUp, options);
    };
  }, []);

  useEffect(() => {
    if (!wanted || Holders) return;
    import('./FeedbackHolders').then(
      (loaded) => setHolders(() => loaded.FeedbackHolders),
      // Without them (the server is gone) nothing can be shown: drop what waits, the next call tries again.
      () => {
        waiting.current = [];
        setWanted(false);
      },
    );
  }, [wanted, Holders]);

  const ready = useCallback((next: useAppProps) => {
    app.current = next;
    waiting.current.splice(0).forEach((action) => action(next));
  }, []);

  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {Holders && <Holders onReady={ready} />}
    </FeedbackContext.Provider>
  );
}
