import { describe, expect, it } from 'vitest';
import { accessibleGreyAlpha, accessibleShade } from './accessibleShades';
import { accessibleTheme } from './accessibleTheme';
import { blend, contrastRatio, parseHex } from './contrast';

const white = '#ffffff';

describe('contrast ratios (WCAG 2)', () => {
  it('measures the colours the audit found', () => {
    expect(contrastRatio('#000', white)).toBeCloseTo(21, 5);
    expect(contrastRatio('#409EFF', white)).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#8c8c8c', white)).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#bfbfbf', white)).toBeCloseTo(1.84, 2);
    expect(contrastRatio('#97a8be', white)).toBeCloseTo(2.42, 2);
  });
});

describe('accessible shades of a theme colour', () => {
  it.each(['#409EFF', '#1677ff', '#52c41a', '#faad14', '#ffff00', '#13c2c2', '#e0e0e0', '#ff4d4f'])('%s: 4.5:1 on white, under white text and on its pale tint', (seed) => {
    const shade = parseHex(accessibleShade(seed));
    expect(contrastRatio(shade, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, blend(shade, 0.1, [255, 255, 255]))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the look: the default #409EFF stays a clear blue, only as dark as it must be', () => {
    const shade = accessibleShade('#409EFF');
    const [r, g, b] = parseHex(shade);
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
    expect(contrastRatio(shade, white)).toBeLessThan(5.5);
  });

  it('keeps a theme colour that is dark enough already', () => {
    expect(accessibleShade('#1f4e8c')).toBe('#1f4e8c');
  });
});

describe('the theme tokens', () => {
  const tokens = accessibleTheme('#409EFF');

  it('give text, links and filled controls 4.5:1 on white, and keep the other hues readable', () => {
    for (const key of ['colorPrimary', 'colorLink', 'colorInfo', 'colorSuccess', 'colorWarning', 'colorError', 'green', 'orange', 'gold', 'cyan', 'red']) {
      expect(contrastRatio(tokens[key]!, white), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keep the light backgrounds of tags, alerts and selected rows in the seed\'s own tints, and the text on them readable', () => {
    expect(tokens.colorPrimaryBg).toBe('#f0faff');
    expect(tokens.colorSuccessBg).toBe('#f6ffed');
    for (const name of ['Primary', 'Info', 'Success', 'Warning', 'Error']) {
      for (const ground of ['Bg', 'BgHover']) expect(contrastRatio(tokens[`color${name}`]!, tokens[`color${name}${ground}`]!), name + ground).toBeGreaterThanOrEqual(4.5);
    }
    for (const name of ['green', 'orange', 'gold', 'cyan', 'red']) expect(contrastRatio(tokens[name]!, tokens[`${name}2`]!), name).toBeGreaterThanOrEqual(4.5);
  });

  it('give muted text and placeholders 4.5:1 on the greyest background they sit on', () => {
    const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(tokens.colorTextDescription)![1]);
    expect(alpha).toBe(accessibleGreyAlpha('#f0f0f0'));
    for (const ground of ['#f0f0f0', '#f5f5f5', '#fafafa', white]) {
      expect(contrastRatio(blend([0, 0, 0], alpha, parseHex(ground)), ground)).toBeGreaterThanOrEqual(4.5);
    }
    expect(tokens.colorTextPlaceholder).toBe(tokens.colorTextDescription);
  });

  it('follow another theme colour chosen in the settings drawer', () => {
    const teal = accessibleTheme('#13c2c2');
    const [r, g, b] = parseHex(teal.colorPrimary!);
    expect(contrastRatio(teal.colorPrimary!, white)).toBeGreaterThanOrEqual(4.5);
    expect(g).toBe(b);
    expect(r).toBeLessThan(g / 2);
    expect(teal.colorLink).toBe(teal.colorPrimary);
  });

  it('keep filled controls and links readable when hovered or pressed: a step darker, never lighter', () => {
    for (const seed of ['#409EFF', '#13c2c2', '#722ed1']) {
      const tokens = accessibleTheme(seed);
      for (const name of ['Primary', 'Success', 'Error', 'Info']) {
        for (const state of ['Hover', 'Active']) expect(contrastRatio(tokens[`color${name}${state}`]!, white)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(tokens.colorLinkHover!, white)).toBeGreaterThan(contrastRatio(tokens.colorLink!, white));
    }
  });
});
