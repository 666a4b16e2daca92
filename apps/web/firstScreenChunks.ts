import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * An app's entry page and the screens a visitor lands on first (from a shared link, before or after
 * signing in), each named and given as the module ids of its pages.
 */
export interface Landing {
  entry: string;
  /** The module the entry always imports (dynamically, so that it loads beside the first screen): React, Ant Design, the app's frame. */
  shell: string;
  screens: Record<string, string[]>;
}

export interface FirstScreens {
  apps: Record<string, Landing>;
  /** The interface texts' modules (catalogues, component locales): every first screen fetches those of its language. */
  texts: RegExp;
}

/** Who needs a chunk in one app: its entry, its shell, or some of its screens. */
type Need = 'entry' | 'shell' | string[];

/** The entry's need outweighs the shell's, which outweighs any screen's: what the entry needs must not wait for the rest. */
function joined(known: Need | undefined, by: Need): Need {
  if (known === 'entry' || by === 'entry') return 'entry';
  if (known === 'shell' || by === 'shell') return 'shell';
  return [...(known ?? []), ...by];
}

/** For each module that a first screen needs, the name of its group. */
export type FirstScreenPlan = Map<string, string>;

type Chunk = Rolldown.OutputChunk;

/** The chunks that loading `chunk` brings along (its static imports, transitively), itself included. */
export function loadedWith(chunk: Chunk, byFile: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const pending = [chunk];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const file of next.imports) pending.push(byFile.get(file)!);
  }
  return seen;
}

/** The chunk of which `id` is the entry module, else the one that holds it. */
export function chunkHolding(chunks: Chunk[], id: string): Chunk {
  const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
  if (!chunk) throw new Error(`No chunk holds ${id}`);
  return chunk;
}

/**
 * Reads, from a build with the bundler's own splitting, which first screens need each shared chunk, and
 * names a group for its modules after them: `<app>-entry` or `entries` where entries load it, `<app>` where
 * its shell does, else `<app>-<screen>` for the screens that need it. The entry chunk's modules join the entry's group (all but the entry's own, see
 * firstScreenGroups); page and text chunks stay as they are. A build and not the module graph:
 * only the build knows what tree-shaking kept (`import { Button } from 'antd'` reaches every component
 * through the index module).
 */
export function planFromChunks(chunks: Chunk[], { apps, texts }: FirstScreens): FirstScreenPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (id: string) => chunkHolding(chunks, id);
  // The chunks of pages and of texts stay as they are.
  const roots = new Set<Chunk>();
  const loadedByAll = (ids: string[]) => new Set(ids.map(holding).flatMap((root) => (roots.add(root), [...loadedWith(root, byFile)])));
  // The texts come with every first screen, so what they need counts as every shell's.
  const everywhere = loadedByAll(chunks.filter((c) => c.isDynamicEntry && texts.test(c.facadeModuleId ?? '')).map((c) => c.facadeModuleId!));
  const needs = new Map<Chunk, Map<string, Need>>();
  const need = (chunk: Chunk, app: string, by: Need) => {
    const byApp = needs.get(chunk) ?? new Map<string, Need>();
    byApp.set(app, joined(byApp.get(app), by));
    needs.set(chunk, byApp);
  };
  for (const [app, { entry, shell, screens }] of Object.entries(apps)) {
    for (const chunk of loadedWith(holding(entry), byFile)) need(chunk, app, 'entry');
    for (const chunk of [...loadedWith(holding(shell), byFile), ...everywhere]) need(chunk, app, 'shell');
    for (const [screen, ids] of Object.entries(screens)) for (const chunk of loadedByAll(ids)) need(chunk, app, [screen]);
  }
  const plan: FirstScreenPlan = new Map();
  for (const [chunk, byApp] of needs) {
    if (roots.has(chunk)) continue;
    // What a shell loads anyway, or what all of an app's screens need, comes with the shell of every app needing it.
    const initial = [...byApp].some(([app, by]) => by === 'shell' || (Array.isArray(by) && by.length === Object.keys(apps[app]!.screens).length));
    // What an entry needs is grouped by app: `<app>-entry` for one app's, `entries` for both apps' (one small
    // file, not one per set of apps sharing a few modules).
    const entry = [...byApp.values()].includes('entry');
    const name = entry
      ? (byApp.size === 1 ? `${[...byApp.keys()][0]}-entry` : 'entries')
      : [...byApp].map(([app, by]) => (initial || by === 'shell' ? app : `${app}-${(by as string[]).join('-')}`)).join('~');
    for (const id of chunk.moduleIds) plan.set(id, `first~${name}`);
  }
  return plan;
}

/** Builds in memory with the bundler's own splitting (not minified: only the chunks' contents matter) and plans from it. */
export async function planFirstScreens(config: InlineConfig, firstScreens: FirstScreens): Promise<FirstScreenPlan> {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, minify: false, reportCompressedSize: false },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  return planFromChunks(files.filter((file): file is Chunk => file.type === 'chunk'), firstScreens);
}

/** The component libraries' texts of one language, named after it; English is built in. */
function componentTexts(id: string): string | null {
  const language = /[\\/]node_modules[\\/](?:antd|dayjs|@rc-component[\\/]picker)(?:[\\/].*)?[\\/]locale[\\/](zh|ru)[-_]?(?:cn|ru)?\.js$/i.exec(id)?.[1];
  return language ? `locale-${language.toLowerCase()}` : null;
}

const react = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Code-splitting groups that load each first screen in a few files: React with its router in one chunk,
 * and what the first screens need in one chunk per set of first screens that need it. The bundler alone
 * makes a chunk per set of *all* the pages sharing a module: about a hundred small files on a rate list.
 * Pages stay chunks of their own, and what no first screen needs is split as before.
 */
export function firstScreenGroups(plan: FirstScreenPlan): Rolldown.CodeSplittingGroup[] {
  return [
    { name: 'react', test: react, priority: 3 },
    // Without following imports: what a module imports may be needed by more first screens than the module itself.
    // Ant Design's and dayjs's texts in one language: one file.
    { name: componentTexts, priority: 2, includeDependenciesRecursively: false },
    {
      // The entry's own module (and the module its page loads) stays in the entry chunk.
      name: (id, graph) => (id.endsWith('.html') || graph.getModuleInfo(id)?.importers.some((importer) => importer.endsWith('.html')) ? null : (plan.get(id) ?? null)),
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}
