import { rasterDataUrl } from '@freight/domain';

type Purifier = typeof import('isomorphic-dompurify').default;

/** DOMPurify on the server brings jsdom, half a second to load: it loads with the first rich text, not at start. */
let purifier: Promise<Purifier> | undefined;
export const loadPurifier = () => (purifier ??= import('isomorphic-dompurify').then(({ default: DOMPurify }) => {
  // data: addresses only for raster pictures, in rich text and inside SVG pictures alike.
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue.trim();
    if (/^data:/i.test(value) && !rasterDataUrl.test(value)) data.keepAttr = false;
  });
  return DOMPurify;
}));

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

/** What the sanitised SVG is read as: the few node fields the XML writer needs (the server has no DOM types). */
interface SvgNode {
  nodeType: number;
  nodeValue: string | null;
  localName: string;
  namespaceURI: string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
  childNodes: ArrayLike<SvgNode>;
}

const svgNamespace = 'http://www.w3.org/2000/svg';
const elementNode = 1;
const textNode = 3;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An element as XML: DOMPurify writes HTML, which a standalone .svg file (read as XML) may not accept. */
function xmlOf(node: SvgNode): string {
  if (node.nodeType === textNode) return escapeXml(node.nodeValue ?? '');
  if (node.nodeType !== elementNode) return '';
  const attributes = Array.from(node.attributes).filter((a) => !a.name.startsWith('xmlns')).map((a) => ` ${a.name}="${escapeXml(a.value)}"`);
  const children = Array.from(node.childNodes).map(xmlOf).join('');
  return `<${node.localName}${attributes.join('')}${children ? `>${children}</${node.localName}>` : '/>'}`;
}

/**
 * An SVG picture (rich-text images) made safe, before it is stored and again when it is served: shapes,
 * text, gradients, filters and styles stay; scripts, event handlers, foreign objects (HTML inside the
 * picture) and javascript: or SVG data: links go. Null when the text is not one SVG picture.
 */
export async function sanitizeSvg(svg: string): Promise<string | null> {
  const DOMPurify = await loadPurifier();
  const fragment = DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject'],
    // Web links and the picture's own references (#id, lengths, paths); no other scheme.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as SvgNode;
  const roots = Array.from(fragment.childNodes).filter((node) => node.nodeType === elementNode);
  const [root] = roots;
  if (roots.length !== 1 || root?.localName !== 'svg' || root.namespaceURI !== svgNamespace) return null;
  return xmlOf(root).replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"');
}
