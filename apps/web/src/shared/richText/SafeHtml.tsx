import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

// The purifier (DOMPurify) is fetched as soon as a page shows rich text, beside the page rather than before
// it: a rate list opened by a link draws its rows first and its remarks a moment later.
let sanitizer: Sanitize | undefined;
const sanitizerLoaded = import('./sanitizeHtml').then((m) => (sanitizer = m.sanitizeHtml));

/** HTML from the server (remarks, notices), sanitised before it reaches the page; nothing until the sanitiser is there. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer);
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    void sanitizerLoaded.then((loaded) => current && setSanitize(() => loaded));
    return () => { current = false; };
  }, [sanitize]);
  const sanitized = useMemo(() => (sanitize && html ? sanitize(html) : ''), [sanitize, html]);
  if (!sanitized) return null;
  return <div className={className ?? 'safe-html'} dangerouslySetInnerHTML={{ __html: sanitized }} />;
}
