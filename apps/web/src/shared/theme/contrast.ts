/** Colours as WCAG 2 measures them: sRGB channels 0–255, relative luminance, and the contrast ratio of two colours. */
export type Rgb = readonly [number, number, number];

/** Reads `#rgb`, `#rrggbb` or `#rrggbbaa` (the colour picker's alpha is ignored: theme colours are opaque). */
export function parseHex(hex: string): Rgb {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

export const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const [lighter, darker] = [luminance(typeof a === 'string' ? parseHex(a) : a), luminance(typeof b === 'string' ? parseHex(b) : b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `colour` laid over `background` with opacity `alpha` (how rgba text shows on a page). */
export const blend = (colour: Rgb, alpha: number, background: Rgb): Rgb =>
  colour.map((channel, index) => channel * alpha + background[index]! * (1 - alpha)) as unknown as Rgb;
