import type { HTMLAttributes } from 'react';

/** The address the skip link names; both apps route by the hash, so the link moves focus itself (SkipLink). */
export const mainContentId = 'main';

/** A page's `<main>`: the skip link's target, focusable from script (but no Tab stop) so that focus can be put on it. */
export function MainContent(props: HTMLAttributes<HTMLElement>) {
  return <main id={mainContentId} tabIndex={-1} {...props} />;
}
