import { TextDecoder } from 'node:util';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { SheetRefused } from '../sheet.js';
import type { WorkbookArchive } from './archive.js';
import { words } from '../../languages/message.js';

/** An element as a part's reader sees it: its name without a namespace prefix, and its attributes likewise. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
}

export interface XmlHandlers {
  open?(element: XmlElement): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** `x:row` and `row` alike: some writers prefix every element of the spreadsheet namespace. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function element(tag: SaxesTagPlain): XmlElement {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(tag.attributes)) attributes[localName(name)] = value;
  return { name: localName(tag.name), attributes };
}

/**
 * Streams one part of the workbook through an XML parser as it is inflated. A part with a document type is refused:
 * Open XML has none, and entity declarations are how an XML bomb grows.
 */
export async function readXmlPart(archive: WorkbookArchive, part: string, maxBytes: number, handlers: XmlHandlers): Promise<boolean> {
  const parser = new SaxesParser({ xmlns: false });
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('doctype', () => {
    throw new SheetRefused(words('its part {part} declares a document type; no workbook is read except one without (Excel writes none)', { part }));
  });
  if (handlers.open) parser.on('opentag', (tag) => handlers.open?.(element(tag)));
  if (handlers.close) parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  if (handlers.text) {
    const onText = (text: string) => handlers.text?.(text);
    parser.on('text', onText);
    parser.on('cdata', onText);
  }
  let decoder: TextDecoder | null = null;
  const found = await archive.read(part, maxBytes, (chunk) => {
    decoder ??= new TextDecoder(chunk[0] === 0xff && chunk[1] === 0xfe ? 'utf-16le' : chunk[0] === 0xfe && chunk[1] === 0xff ? 'utf-16be' : 'utf-8');
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure) throw damaged(part, failure);
  });
  if (!found) return false;
  if (decoder) parser.write((decoder as TextDecoder).decode());
  parser.close();
  if (failure) throw damaged(part, failure);
  return true;
}

const damaged = (part: string, error: Error) =>
  new SheetRefused(
    words("no file type is accepted except CSV and XLSX; this workbook's part {part} is not well-formed XML ({problem})", { part, problem: error.message }),
  );

/** Open XML's escape for characters XML cannot hold (`_x000D_` for a carriage return), turned back into them. */
export const unescapeOoxml = (text: string) => text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A relationship's target as a part name: relative to the folder of the part that names it, or absolute from the
 * package's root.
 */
export function resolveTarget(fromPart: string, target: string): string {
  const base = target.startsWith('/') ? [] : fromPart.split('/').slice(0, -1);
  for (const segment of target.replace(/^\//, '').split('/')) {
    if (segment === '..') base.pop();
    else if (segment !== '.' && segment !== '') base.push(segment);
  }
  return base.join('/');
}
