// temp analysis: first-screen chunk closure from a Vite manifest
import { readFileSync } from 'node:fs';
const dir = process.argv[2]!;
const m = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }>;
const sizes = (f: string) => { try { return readFileSync(`${dir}/${f}.br`).length; } catch { return readFileSync(`${dir}/${f}`).length; } };
function closure(keys: string[]) { const seen = new Set<string>(); const go = (k: string) => { if (seen.has(k)) return; seen.add(k); for (const i of m[k]!.imports ?? []) go(i); }; keys.forEach(go); return seen; }
const find = (re: RegExp) => Object.keys(m).filter((k) => re.test(k));
const show = (name: string, keys: string[]) => { const c = closure(keys); const files = [...c].map((k) => m[k]!.file).filter((f) => f.endsWith('.js')); const kb = files.reduce((s, f) => s + sizes(f), 0) / 1024; console.log(`${name}: ${files.length} js, ${kb.toFixed(0)} KB br`); if (process.env.V) console.log(files.map((f) => `  ${f} ${(sizes(f) / 1024).toFixed(1)}`).join('\n')); };
const lang = process.env.LANG_ ?? 'zh_CN';
const cats = (app: string) => [...find(new RegExp(`virtual:catalogue/(messages|${app})/${lang}`)), ...find(/antd\/es\/locale\/zh_CN.js$/), ...find(/dayjs\/locale\/zh-cn.js$/)];
show('portal rail', ['index.html', ...cats('portal'), ...find(/portal\/pages\/railway\/RailwayPage.tsx$/)]);
show('portal home', ['index.html', ...cats('portal'), ...find(/portal\/pages\/home\/HomePage.tsx$/)]);
show('admin login', ['admin/index.html', ...cats('admin'), ...find(/admin\/pages\/login\/LoginPage.tsx$/)]);
show('admin home', ['admin/index.html', ...cats('admin'), ...find(/admin\/layout\/MainLayout.tsx$/), ...find(/admin\/pages\/home\/.*Index.*tsx$/)]);
const all = Object.values(m).filter((c) => c.file.endsWith('.js'));
console.log(`all: ${all.length} js, ${(all.reduce((s, c) => s + sizes(c.file), 0) / 1024).toFixed(0)} KB br`);
