import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and ordinary links, opening them in a new tab without access to the portal', async () => {
    const { container } = render(<SafeHtml html={'<p><b>Free</b> 14 days, see <a href="https://example.com/terms">terms</a></p>'} />);
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(container.querySelector('b')).toHaveTextContent('Free');
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops scripts, event handlers and javascript: links', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Rate<script>window.hacked = true</script></p><img src="x.png" onerror="window.hacked = true"><a href="javascript:alert(1)">click</a><span onclick="steal()">hi</span>'
        }
      />,
    );
    expect(await screen.findByText('click')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:|hacked/i);
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect(container).toHaveTextContent('Rate');
    expect(container).toHaveTextContent('click');
  });

  it('drops frames, forms, styles and data: or vbscript: URLs', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.test"></iframe><form action="/steal"><input name="p"></form><style>body{display:none}</style><a href="data:text/html,x">d</a><a href="vbscript:x">v</a><b style="position:fixed">b</b>',
    );
    expect(clean).not.toMatch(/iframe|form|input|<style|data:|vbscript|position/i);
    expect(clean).toContain('<b>b</b>');
  });

  it('keeps pictures by address and raster data: pictures, but no SVG hidden in a data: address', () => {
    const clean = sanitizeHtml('<img src="/api/profile/upload/map.svg"><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"><img src="data:image/png;base64,iVBORw0KGgo=">');
    expect(clean).toBe('<img src="/api/profile/upload/map.svg"><img><img src="data:image/png;base64,iVBORw0KGgo=">');
  });

  it('shows a busy box until the sanitiser is there, then the text', async () => {
    // A module of its own: the sanitiser the other tests loaded would make the first render final.
    vi.resetModules();
    const { SafeHtml: FirstSafeHtml } = await import('./SafeHtml');
    const { container } = render(<FirstSafeHtml html="<b>Free</b> 14 days" className="rate-remark" />);
    const box = container.querySelector('.rate-remark');
    expect(box).not.toBeNull();
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-busy');
  });

  it('renders nothing for an empty remark', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
