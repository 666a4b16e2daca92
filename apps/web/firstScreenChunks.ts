import { build, type InlineConfig, type Rolldown } from 'vite';

/** An app's entry page and the pages a visitor lands on first (from a shared link, or before signing in), as module ids. */
export interface Landing {
  entry: string;
  pages: string[];
}

/** For each module that a first screen needs, the name of its group: which first screens need it. */
export type FirstScreenPlan = Map<string, string>;

type Chunk = Rolldown.OutputChunk;

/** The chunks that loading `chunk` brings along (its static imports, transitively), itself included. */
function loadedWith(chunk: Chunk, byFile: Map<string, Chunk>): Set<Chunk> {
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

const pageName = (id: string) => id.replace(/^.*[\\/]|\.[jt]sx?$/g, '');

/**
 * Reads, from a build with the bundler's own splitting, which first screens need each shared chunk: an app
 * when its entry does, else the landing pages that do, for each app. Entry and page chunks are not shared.
 * A build and not the module graph: only the build knows what tree-shaking kept (`import { Button } from
 * 'antd'` reaches every component through the index module).
 */
export function planFromChunks(chunks: Chunk[], landings: Record<string, Landing>): FirstScreenPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));
  const own = new Set<Chunk>();
  const needs = new Map<Chunk, string[]>();
  const need = (chunk: Chunk, screen: string) => needs.set(chunk, [...(needs.get(chunk) ?? []), screen]);
  for (const [app, { entry, pages }] of Object.entries(landings)) {
    const entryChunk = holding(entry);
    if (!entryChunk) throw new Error(`No chunk holds the entry ${entry}`);
    own.add(entryChunk);
    const initial = loadedWith(entryChunk, byFile);
    const byPage = new Map<Chunk, string[]>();
    for (const page of pages) {
      const pageChunk = holding(page);
      if (!pageChunk) throw new Error(`No chunk holds the landing page ${page}`);
      own.add(pageChunk);
      for (const chunk of loadedWith(pageChunk, byFile)) if (!initial.has(chunk)) byPage.set(chunk, [...(byPage.get(chunk) ?? []), pageName(page)]);
    }
    for (const chunk of initial) need(chunk, app);
    for (const [chunk, names] of byPage) need(chunk, `${app}-${names.join('-')}`);
  }
  const plan: FirstScreenPlan = new Map();
  for (const [chunk, screens] of needs) {
    if (own.has(chunk)) continue;
    for (const id of chunk.moduleIds) plan.set(id, `first~${screens.join('~')}`);
  }
  return plan;
}

/** Builds in memory with the bundler's own splitting (not minified: only the chunks' contents matter) and plans from it. */
export async function planFirstScreens(config: InlineConfig, landings: Record<string, Landing>): Promise<FirstScreenPlan> {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, minify: false, reportCompressedSize: false },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  return planFromChunks(chunks.filter((file): file is Chunk => file.type === 'chunk'), landings);
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
    { name: 'react', test: react, priority: 2 },
    // Without following imports: a module's imports may be needed by more first screens than the module itself.
    { name: (id) => plan.get(id) ?? null, priority: 1, includeDependenciesRecursively: false },
  ];
}
