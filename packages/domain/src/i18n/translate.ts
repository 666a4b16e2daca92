import type { Language } from './languages';

/** A catalogue maps a message key to its text in each language. */
export type Catalogue = Record<string, Record<Language, string>>;

/** Fills `{name}` placeholders. Unknown keys fall back to the key itself so nothing is lost. */
export function translate(catalogue: Catalogue, language: Language, key: string, params?: Record<string, unknown>): string {
  const text = catalogue[key]?.[language] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}

/** One language's texts of a catalogue, key by key (what the browser is sent for the language it shows). */
export function catalogueIn(catalogue: Catalogue, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, texts]) => [key, texts[language]]));
}
