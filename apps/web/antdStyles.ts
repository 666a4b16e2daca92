import { createRequire } from 'node:module';
import { createElement, type ReactNode } from 'react';
import type { Plugin } from 'vite';

/**
 * Ant Design's prebuilt styles, cut per component so a page loads only the rules of the components it renders
 * (docs/decisions.md, "Ant Design's styles per component"). The rules are made at build time as antd makes its own
 * `dist/antd.css` (`@ant-design/static-style-extract`, hashes off), then each registration of a component's rules
 * (`genStyleHooks('Button', …)`, `genStyleHooks(['Input', 'TextArea'], …)`) goes to a stylesheet of its own,
 * `virtual:antd-style/Button-Button.css`, which the antd module that registers it imports. A chunk that renders a
 * component thus carries its rules, as it carries its code, and the bundler loads them with it. The pages still run
 * with `zeroRuntime`: nothing is generated in the browser but the theme's variables.
 */

const require = createRequire(import.meta.url);
const prefix = 'virtual:antd-style/';
const resolvedPrefix = `\0${prefix}`;
/** The rules every component needs (the reset shared by all, the icons), imported first by each entry. */
export const baseSheet = 'base';

/** What a registration's cache key (`style%%Button-Button%ant-btn%anticon`) names: its stylesheet. */
function sheetOf(key: string): string {
  const name = key.split('%')[2]!;
  return name === 'Shared' || name === 'ant-design-icons' ? baseSheet : name;
}

/** The rules of every registration antd's own stylesheet has, by stylesheet, in the order antd writes them. */
export function extractAntdStyles(): Map<string, string> {
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const { ConfigProvider } = require('antd') as typeof import('antd');
  const { extractStyle: renderAll } = require('@ant-design/static-style-extract') as typeof import('@ant-design/static-style-extract');
  const extract = require('@ant-design/cssinjs/lib/hooks/useStyleRegister').extract as (value: unknown, effects: object, options: { plain: boolean }) => [number, string, string] | null;
  const cache = createCache();
  renderAll((node: ReactNode) => createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme: { hashed: false } }, node)));
  const rules = new Map<string, { order: number; css: string }[]>();
  for (const [key, [, value]] of cache.cache as Map<string, [number, unknown]>) {
    // Only the components' rules: antd.css also carries the theme's variables under the class the server-side render
    // made up (`.css-var-_R_0_`), which no page has; the providers make the pages' own at run time.
    const made = key.startsWith('style%') ? extract(value, {}, { plain: true }) : null;
    if (!made?.[2]) continue;
    const sheet = sheetOf(key);
    rules.set(sheet, [...(rules.get(sheet) ?? []), { order: made[0], css: made[2] }]);
  }
  const sheets = new Map([...rules].map(([sheet, kept]) => [sheet, kept.sort((a, b) => a.order - b.order).map((r) => r.css).join('')]));
  // antd reads from the page which registrations its stylesheets provide, to skip generating them. With zeroRuntime only
  // the shared ones are generated at all (the icons' rules, by every ConfigProvider), so only they are listed, with them.
  sheets.set(baseSheet, sheets.get(baseSheet)! + sharedPaths(extractStyle(cache, { plain: true, types: 'style' })));
  return sheets;
}

/**
 * The rule that lists the registrations a stylesheet provides (`.data-ant-cssinjs-cache-path{content:"|Shared|ant:t7zcef;…"}`),
 * cut to the shared ones.
 */
function sharedPaths(css: string): string {
  const listed = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1];
  if (listed === undefined) throw new Error('Ant Design wrote no list of its stylesheet\'s registrations');
  const shared = listed.split(';').filter((path) => /^\|(Shared|ant-design-icons)\|/.test(path));
  return `.data-ant-cssinjs-cache-path{content:"${shared.join(';')}";}`;
}

const registration = /gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\((?:\[\s*'(\w+)',\s*'(\w+)'\s*\]|'(\w+)')/g;

/** The stylesheets an antd module's registrations name (`Button-Button`, `Input-TextArea`). */
export function registeredSheets(code: string): string[] {
  return [...code.matchAll(registration)].map(([, component, part, alone]) => (alone ? `${alone}-${alone}` : `${component}-${part}`));
}

const antdModule = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/;

/** Made once per process: the build's planning pass and the build itself share them. */
let extracted: Map<string, string> | undefined;
const sheets = () => (extracted ??= extractAntdStyles());

export function antdStyles(): Plugin {
  // The development server hands antd over prebundled, so its modules are never seen: there the base is all of it.
  let whole = false;
  return {
    name: 'antd-styles',
    enforce: 'pre',
    configResolved(config) {
      whole = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(prefix) ? { id: resolvedPrefix + id.slice(prefix.length), moduleSideEffects: true } : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      if (whole) return [sheets().get(baseSheet), ...[...sheets()].filter(([name]) => name !== baseSheet).map(([, css]) => css)].join('');
      const sheet = sheets().get(id.slice(resolvedPrefix.length).replace(/\.css$/, ''));
      if (sheet === undefined) throw new Error(`No Ant Design stylesheet ${id.slice(1)}`);
      return sheet;
    },
    transform(code, id) {
      if (whole || !antdModule.test(id)) return undefined;
      // A registration antd's own stylesheet lacks has no rules to load (it renders only inside another component's).
      const imports = registeredSheets(code).filter((sheet) => sheets().has(sheet));
      if (imports.length === 0) return undefined;
      return { code: `${[...new Set(imports)].map((sheet) => `import '${prefix}${sheet}.css';`).join('\n')}\n${code}`, map: null };
    },
  };
}
