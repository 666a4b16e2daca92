import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseSheet, extractAntdStyles, registeredSheets } from '../../antdStyles';

const require = createRequire(import.meta.url);
const antdModules = join(dirname(require.resolve('antd/package.json')), 'es');

/** A stylesheet's top-level rules (`a{…}`, `@media …{…}`), each as written. */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules;
}

describe("Ant Design's styles per component", () => {
  const sheets = extractAntdStyles();

  // A keyframes rule comes with each registration that animates with it, so some are there more than once.
  it("hold exactly the rules of antd's own stylesheet but the theme's variables under a class no page has", () => {
    const prebuilt = rulesOf(readFileSync(require.resolve('antd/dist/antd.css'), 'utf8'))
      .filter((rule) => !/^\.css-var-_R_\w*_/.test(rule) && !rule.startsWith('.data-ant-cssinjs-cache-path'));
    const cut = rulesOf([...sheets.values()].join('')).filter((rule) => !rule.startsWith('.data-ant-cssinjs-cache-path'));
    expect(new Set(cut)).toEqual(new Set(prebuilt));
  });

  it('tell antd that the shared rules, which it would generate even with zeroRuntime, are there', () => {
    expect(sheets.get(baseSheet)).toMatch(/\.data-ant-cssinjs-cache-path\{content:"\|ant-design-icons\|anticon:\w+;\|Shared\|ant:\w+";\}$/);
  });

  it('are each imported by the antd module that registers them', () => {
    const registered = new Set<string>();
    for (const file of readdirSync(antdModules, { recursive: true, withFileTypes: true })) {
      if (file.isFile() && file.name.endsWith('.js')) for (const sheet of registeredSheets(readFileSync(join(file.parentPath, file.name), 'utf8'))) registered.add(sheet);
    }
    expect([...sheets.keys()].filter((sheet) => sheet !== baseSheet && !registered.has(sheet))).toEqual([]);
    expect(sheets.get('Button-Button')).toContain('.ant-btn');
    expect(sheets.get('Grid-Grid')).toContain('.ant-col-24');
  });
});
