import type { CSSProperties, ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  title?: ReactNode;
  /** Shown at the right of the title (a picker, a link). */
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * A box, titled or not, that looks like Ant Design's Card (it takes the theme's CSS variables). Card brings
 * its tab strip and loading skeleton with it (about 50 KB before compression), which first screens do not need.
 */
export function Panel({ title, extra, children, style }: PanelProps) {
  return (
    <section className="panel" style={style}>
      {title !== undefined && (
        <header className="panel-head">
          <h2 className="panel-title">{title}</h2>
          {extra}
        </header>
      )}
      <div className="panel-body">{children}</div>
    </section>
  );
}
