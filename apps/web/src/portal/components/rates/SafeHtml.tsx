import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

/** HTML from the server (remarks), sanitised before it reaches the page. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  if (!clean) return null;
  return <div className={className ?? 'safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
