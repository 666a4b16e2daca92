import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { chunkHolding, loadedWith, type FirstScreens } from './firstScreenChunks.ts';

type Chunk = Rolldown.OutputChunk;

/**
 * Each app's page preloads its shell (the chunk its small entry imports as soon as it runs, with that chunk's
 * own imports and styles) as it does the entry's imports: the browser fetches it while the entry is loading,
 * and the entry's fetch of the first screen goes out beside it.
 */
export function preloadShells({ apps }: FirstScreens): Plugin {
  let base = '/';
  return {
    name: 'preload-shells',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle, chunk }) {
        const app = Object.values(apps).find((landing) => landing.entry === filename);
        if (!app || !bundle || !chunk) return;
        const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withEntry = loadedWith(chunk, byFile);
        const shell = [...loadedWith(chunkHolding(chunks, app.shell), byFile)].filter((c) => !withEntry.has(c));
        const entryCss = new Set([...withEntry].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
        const shellCss = new Set(shell.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]).filter((css) => !entryCss.has(css)));
        const link = (rel: string, file: string): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel, crossorigin: true, href: base + file }, injectTo: 'head' });
        return [...shell.map((c) => link('modulepreload', c.fileName)), ...[...shellCss].map((css) => link('stylesheet', css))];
      },
    },
  };
}
