import { statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { isLanguage } from '../../packages/domain/src/i18n/languages.ts';
import { catalogueIn, type Catalogue } from '../../packages/domain/src/i18n/translate.ts';

/** Where each interface catalogue lives in the domain package, and the name it is exported under. */
const catalogues = {
  messages: { file: '../../packages/domain/src/i18n/messages.ts', exportName: 'messages' },
  portal: { file: '../../packages/domain/src/i18n/portal.ts', exportName: 'portalCatalogue' },
  admin: { file: '../../packages/domain/src/i18n/admin.ts', exportName: 'adminCatalogue' },
} as const;

const prefix = 'virtual:catalogue/';
const resolvedPrefix = `\0${prefix}`;

async function readCatalogue(file: string, exportName: string): Promise<Catalogue> {
  // The file's modification time in the address makes a changed catalogue load afresh while developing.
  const url = `${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`;
  const module = (await tsImport(url, import.meta.url)) as Record<string, Catalogue>;
  return module[exportName]!;
}

/**
 * Serves `virtual:catalogue/<catalogue>/<language>`: one catalogue's texts in one language, as a module
 * of its own. The catalogues keep the three languages side by side for the people who write them; the
 * browser downloads only the language it shows.
 */
export function catalogueLanguages(): Plugin {
  return {
    name: 'catalogue-languages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const [name, language] = id.slice(resolvedPrefix.length).split('/') as [keyof typeof catalogues, string];
      const source = catalogues[name];
      if (!source || !isLanguage(language)) throw new Error(`Unknown catalogue module ${id.slice(1)}`);
      const file = fileURLToPath(new URL(source.file, import.meta.url));
      this.addWatchFile(file);
      const catalogue = await readCatalogue(file, source.exportName);
      const texts = catalogueIn(catalogue, language);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
