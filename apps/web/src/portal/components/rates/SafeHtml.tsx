import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

/** HTML from the server (remarks), sanitised before it reaches the page. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const sanitized = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  if (!sanitized) return null;
  return <div className={className ?? 'safe-html'} dangerouslySetInnerHTML={{ __html: sanitized }} />;
}
