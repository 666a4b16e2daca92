import { blend, contrastRatio, parseHex, toHex, type Rgb } from './contrast';

/** WCAG 2.2 AA: text needs 4.5:1 (controls and focus indicators 3:1, which text shades then meet too). */
export const textContrast = 4.5;

const white: Rgb = [255, 255, 255];

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const d = max - min;
  const saturation = lightness > 0.5 ? d / (2 - max - min) : d / (max + min);
  const hue = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [hue / 6, saturation, lightness];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/** The pale tint of a colour that selected rows, menu items and tags lay under its text. */
const paleTint = (colour: Rgb) => blend(colour, 0.1, white);

/**
 * The shade of `seed` (same hue and saturation, less light) that reaches `minimum` contrast with white, with white
 * text laid on it, on its own pale tint and on the other light `backgrounds` it is shown on. A seed that already
 * does is kept as it is.
 */
export function accessibleShade(seed: string, backgrounds: readonly string[] = [], minimum = textContrast): string {
  const [hue, saturation, lightness] = toHsl(parseHex(seed));
  const grounds = backgrounds.map(parseHex);
  for (let l = lightness; l > 0; l -= 0.005) {
    const shade = fromHsl([hue, saturation, l]).map(Math.round) as unknown as Rgb;
    if ([white, paleTint(shade), ...grounds].every((ground) => contrastRatio(shade, ground) >= minimum)) return toHex(shade);
  }
  return '#000000';
}

/**
 * The least opacity of black text (as Ant Design writes its greys) that reaches `minimum` contrast on `background`;
 * rounded up to a hundredth.
 */
export function accessibleGreyAlpha(background: string, minimum = textContrast): number {
  const ground = parseHex(background);
  for (let alpha = 0; alpha < 1; alpha += 0.01) {
    const rounded = Math.round(alpha * 100) / 100;
    if (contrastRatio(blend([0, 0, 0], rounded, ground), ground) >= minimum) return rounded;
  }
  return 1;
}
