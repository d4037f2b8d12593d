import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Noto Sans ships through npm (not the system), so a fresh machine prints ł, ö, Greek and Cyrillic
// names the same as the organiser's laptop. pdfkit embeds only the glyphs a document uses.
const require = createRequire(import.meta.url);

const files = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
} as const;

export type FontName = keyof typeof files;

const loaded = new Map<FontName, Buffer>();

/** The font file's bytes, read once per process. */
export function fontBytes(name: FontName): Buffer {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFileSync(require.resolve(files[name]));
    loaded.set(name, bytes);
  }
  return bytes;
}

export const fontNames = Object.keys(files) as FontName[];
