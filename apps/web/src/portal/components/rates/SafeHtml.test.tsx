import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and ordinary links, opening them in a new tab without access to the portal', () => {
    const { container } = render(<SafeHtml html={'<p><b>Free</b> 14 days, see <a href="https://example.com/terms">terms</a></p>'} />);
    expect(container.querySelector('b')).toHaveTextContent('Free');
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Rate<script>window.hacked = true</script></p><img src="x.png" onerror="window.hacked = true"><a href="javascript:alert(1)">click</a><span onclick="steal()">hi</span>'
        }
      />,
    );
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

  it('renders nothing for an empty remark', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
