import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Noto Sans ships through npm (not the system), so a fresh machine prints ł, ö, Greek and Cyrillic
// names the same as the organiser's laptop. pdfkit embeds only the glyphs a document uses.
const require = createRequire(import.meta.url);

const files = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  // Noto Sans has neither chess pieces nor emoji, which players put in their names. Symbols 2 has
  // the pieces (U+2654–U+265F); Noto Emoji is the outline (one-colour) emoji a PDF font can carry.
  symbols: '@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff',
  emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  // Hindi and Arabic in the fonts drawn for their scripts, which carry the shaping (conjuncts, joining) fontkit applies.
  devanagari: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devanagariBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  arabicBold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
} as const;

export type FontFile = keyof typeof files;

/** The styles text is written in; the other font files only stand in for characters these lack. */
export type FontName = 'regular' | 'bold' | 'italic';

/** The font of a script's characters in each style, before the style's own (Noto Sans has a Devanagari of its own). */
export const scriptFonts: readonly { script: RegExp; fonts: Record<FontName, FontFile> }[] = [
  { script: /\p{Script=Devanagari}/u, fonts: { regular: 'devanagari', bold: 'devanagariBold', italic: 'devanagari' } },
  { script: /\p{Script=Arabic}/u, fonts: { regular: 'arabic', bold: 'arabicBold', italic: 'arabic' } },
];

/** Tried in this order for a character the text's own font does not have. */
export const fallbackFonts = ['symbols', 'emoji'] as const satisfies readonly FontFile[];

const loaded = new Map<FontFile, Buffer>();

/** The font file's bytes, read once per process. */
export function fontBytes(name: FontFile): Buffer {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFileSync(require.resolve(files[name]));
    loaded.set(name, bytes);
  }
  return bytes;
}

export const fontFiles = Object.keys(files) as FontFile[];
