import { rasterDataUrl } from '@freight/domain';
import DOMPurify from 'dompurify';

/** A purifier of its own, so its hooks touch no other DOMPurify user. */
const purifier = DOMPurify(window);

// Links in remarks open outside the portal and cannot reach back into it.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

// data: addresses only for raster pictures (uploaded SVG pictures are sanitised by the server).
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  const value = data.attrValue.trim();
  if (/^data:/i.test(value) && !rasterDataUrl.test(value)) data.keepAttr = false;
});

/**
 * Remark HTML made safe: formatting and links stay; scripts, styles, frames, forms, event handlers and
 * javascript: (or other non-web) links go.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/)/i,
  });
}
