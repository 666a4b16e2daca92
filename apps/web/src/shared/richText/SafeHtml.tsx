import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

// The purifier (DOMPurify) is fetched when rich text is first shown, not with the page's code: a rate list
// opened by a link shows its remarks only in a rate's details.
let sanitizer: Sanitize | undefined;
let sanitizerLoaded: Promise<Sanitize> | undefined;
const loadSanitizer = () => (sanitizerLoaded ??= import('./sanitizeHtml').then((m) => (sanitizer = m.sanitizeHtml)));

/**
 * HTML from the server (remarks, notices), sanitised before it reaches the page: nothing for no text, an empty
 * busy box until the sanitiser is there.
 */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer);
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    void loadSanitizer().then((loaded) => current && setSanitize(() => loaded));
    return () => { current = false; };
  }, [sanitize]);
  const sanitized = useMemo(() => (sanitize && html ? sanitize(html) : ''), [sanitize, html]);
  if (!html) return null;
  return <div className={className ?? 'safe-html'} aria-busy={sanitize ? undefined : true} dangerouslySetInnerHTML={{ __html: sanitized }} />;
}
