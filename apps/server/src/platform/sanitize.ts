import DOMPurify from 'isomorphic-dompurify';

/**
 * Rich text from staff (notices) made safe before it is stored: formatting, images and links stay;
 * scripts, styles, frames, forms, event handlers and javascript: (or other non-web) links go.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/)/i,
  });
}
