import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font, Glyph } from 'fontkit';
import { onFirstUse } from '../../../platform/onFirstUse';

/** The fonts' folder of a font package (the packages export no file paths). */
const fontsOf = (pkg: string) => join(dirname(createRequire(import.meta.url).resolve(pkg)), '..', 'fonts');

export type Weight = 'regular' | 'bold';

/**
 * Noto Sans first (Latin with its extensions, Greek, the Cyrillic of Ukrainian, Kazakh and the rest), then
 * Noto Sans Hans (Chinese, and the arrows and full-width signs Noto Sans lacks). Both OFL.
 */
export const quoteFontFiles: Record<Weight, string[]> = {
  regular: [join(fontsOf('@embedpdf/fonts-latin'), 'NotoSans-Regular.ttf'), join(fontsOf('@embedpdf/fonts-sc'), 'NotoSansHans-Regular.otf')],
  bold: [join(fontsOf('@embedpdf/fonts-latin'), 'NotoSans-Bold.ttf'), join(fontsOf('@embedpdf/fonts-sc'), 'NotoSansHans-Bold.otf')],
};

/**
 * fontkit keeps the first glyph object it makes for an id, with the code points of that first call, and a subset
 * makes the parts of a composed letter (и of й) with none. A later document drawing и would then tell readers
 * nothing for it (pdfjs shows its glyph number), so a kept glyph without code points is made anew when a caller
 * names them. The fonts are shared because opening them takes longer than the rest of a document.
 */
function keepingCodePoints(font: Font): Font {
  const kept = (font as unknown as { _glyphs: Record<number, Glyph | undefined> })._glyphs;
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    if (codePoints.length > 0 && kept[id]?.codePoints.length === 0) delete kept[id];
    return getGlyph(id, codePoints);
  };
  return font;
}

/** A font file opened for the quote documents. */
export async function openQuoteFont(path: string): Promise<Font> {
  const fontkit = await import('fontkit');
  return keepingCodePoints(fontkit.create(readFileSync(path)) as Font);
}

/** The fonts of both weights, opened once and shared by every document, which embeds only the glyphs it uses. */
export const loadQuoteFonts = onFirstUse(async (): Promise<Record<Weight, Font[]>> => {
  const open = (paths: string[]) => Promise.all(paths.map(openQuoteFont));
  const [regular, bold] = await Promise.all([open(quoteFontFiles.regular), open(quoteFontFiles.bold)]);
  return { regular, bold };
});

/** A stretch of text one font draws: `font` indexes the fonts it was split by. */
export interface TextRun {
  font: number;
  text: string;
}

/** Invisible by nature (joiners, variation selectors, soft hyphens): nothing to draw. */
const invisible = /^\p{Default_Ignorable_Code_Point}$/u;
const blank = /^\s$/u;

/** What stands for a letter no font has: its code point, visible on paper and read back by any text extractor. */
export const missingLetter = (letter: string) => `[U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;

/**
 * Splits text into runs, each drawn by the first of `fonts` that has its letters; spaces and line breaks go with the
 * run they stand in. A letter none of them has is written as its code point in the first font: never a silent gap.
 */
export function textRuns(text: string, fonts: readonly Font[]): TextRun[] {
  const runs: TextRun[] = [];
  const add = (font: number, piece: string) => {
    const last = runs.at(-1);
    if (last && last.font === font) last.text += piece;
    else runs.push({ font, text: piece });
  };
  for (const letter of text) {
    if (invisible.test(letter)) continue;
    if (blank.test(letter)) {
      add(runs.at(-1)?.font ?? 0, letter);
      continue;
    }
    const code = letter.codePointAt(0)!;
    const font = fonts.findIndex((candidate) => candidate.hasGlyphForCodePoint(code));
    if (font === -1) add(0, missingLetter(letter));
    else add(font, letter);
  }
  return runs;
}
