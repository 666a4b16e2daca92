type Purifier = typeof import('isomorphic-dompurify').default;

/** DOMPurify on the server brings jsdom, half a second to load: it loads with the first rich text, not at start. */
let purifier: Promise<Purifier> | undefined;
const loadPurifier = () => (purifier ??= import('isomorphic-dompurify').then((module) => module.default));

/**
 * Rich text from staff (notices) made safe before it is stored: formatting, images and links stay;
 * scripts, styles, frames, forms, event handlers and javascript: (or other non-web) links go.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const DOMPurify = await loadPurifier();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/)/i,
  });
}
