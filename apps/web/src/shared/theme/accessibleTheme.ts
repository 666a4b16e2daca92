import { generate } from '@ant-design/colors';
import { theme } from 'antd';
import { accessibleGreyAlpha, accessibleShade } from './accessibleShades';

/** The greyest background muted text sits on (table headers, the page's grey, a default tag). */
const greyestBackground = '#f0f0f0';

/**
 * A status colour's tokens (`Primary`, `Success`…): text and fills in the seed's accessible shade, hovered and pressed a
 * step darker (Ant Design's own hover is lighter, below 4.5:1 under white text); the light backgrounds and borders stay
 * the seed's own tints, as Ant Design draws them (tints of a dark shade would turn grey).
 */
function statusColour(name: string, seed: string): Record<string, string> {
  const tints = generate(seed);
  const shade = accessibleShade(seed, tints.slice(0, 2));
  const darker = generate(shade);
  return {
    [`color${name}`]: shade,
    [`color${name}Hover`]: darker[6]!,
    [`color${name}Active`]: darker[7]!,
    [`color${name}TextHover`]: darker[6]!,
    [`color${name}TextActive`]: darker[7]!,
    [`color${name}Bg`]: tints[0]!,
    [`color${name}BgHover`]: tints[1]!,
    [`color${name}Border`]: tints[2]!,
    [`color${name}BorderHover`]: tints[3]!,
  };
}

/** A named colour of Ant Design (tags, coloured buttons): the shade as its seed, and the seed's own tints 1–5 (tags lay text on 1). */
function namedColour(name: string, seed: string): Record<string, string> {
  const tints = generate(seed);
  return { [name]: accessibleShade(seed, tints.slice(0, 2)), ...Object.fromEntries(tints.slice(0, 5).map((tint, index) => [`${name}${index + 1}`, tint])) };
}

const { colorSuccess, colorWarning, colorError, ...seeds } = theme.defaultSeed;
const namedColours = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const;
const fixedColours = {
  ...Object.assign({}, ...namedColours.map((name) => namedColour(name, seeds[name]))),
  ...statusColour('Success', colorSuccess),
  ...statusColour('Warning', colorWarning),
  ...statusColour('Error', colorError),
} as Record<string, string>;
const muted = `rgba(0, 0, 0, ${accessibleGreyAlpha(greyestBackground)})`;

/**
 * Theme tokens for a theme colour (`seed`, what the settings drawer shows): text, links and filled controls use its
 * accessible shade; muted text and placeholders are dark enough to read (WCAG 2.2 AA, docs/decisions.md).
 */
export function accessibleTheme(seed: string): Record<string, string> {
  const primary = statusColour('Primary', seed);
  return {
    ...fixedColours,
    ...primary,
    ...statusColour('Info', seed),
    colorLink: primary.colorPrimary!,
    colorLinkHover: primary.colorPrimaryHover!,
    colorLinkActive: primary.colorPrimaryActive!,
    colorTextTertiary: muted,
    colorTextDescription: muted,
    colorTextPlaceholder: muted,
  };
}
