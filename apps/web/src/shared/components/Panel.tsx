import { theme } from 'antd';
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
 * A titled box that looks like Ant Design's Card. Card brings its tabs and loading skeleton with it
 * (about 50 KB before compression), which pages shown first do not need.
 */
export function Panel({ title, extra, children, style }: PanelProps) {
  const { token } = theme.useToken();
  const edge = { borderColor: token.colorBorderSecondary };
  return (
    <section className="panel" style={{ ...edge, background: token.colorBgContainer, borderRadius: token.borderRadiusLG, color: token.colorText, ...style }}>
      {title !== undefined && (
        <header className="panel-head" style={edge}>
          <h2 className="panel-title" style={{ color: token.colorTextHeading }}>{title}</h2>
          {extra}
        </header>
      )}
      <div className="panel-body">{children}</div>
    </section>
  );
}
