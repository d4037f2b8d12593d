import { TextDecoder } from 'node:util';
import { NOT_A_LIST_AFTER_BYTES } from './lines.js';
import { FideListFormatError, type FideListPlayer } from './list-player.js';
import { asFieldName, fieldNames, toPlayer, toRawFields, type FieldName, type RawFields } from './player-fields.js';

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const xmlListHead = '<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n';
export const xmlListTail = '</playerslist>\n';

/** One player as FIDE writes it in players_list_xml_foa.xml: one element per line. */
export function formatXmlPlayer(player: FideListPlayer): string {
  const raw = toRawFields(player);
  let xml = '<player>\n';
  for (const field of fieldNames) xml += `<${field}>${escapeXml(raw[field])}</${field}>\n`;
  return `${xml}</player>\n`;
}

/** The encoding the XML declaration names; FIDE's lists are UTF-8, but the declaration decides. */
function declaredEncoding(head: Buffer): string {
  const declaration = /^(?:\xEF\xBB\xBF)?\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(head.subarray(0, 200).toString('latin1'));
  return declaration?.[1]?.toLowerCase() ?? 'utf-8';
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const countLineBreaks = (text: string, from = 0, to = text.length): number => {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
};

/**
 * Reads the XML list one player at a time. The list is flat (<playerslist>, <player>, one element per
 * field), so this is a small scanner for exactly that shape rather than a general SAX parser: sax-js
 * took 5.8 s per 100,000 players here (70 s for the full list before any database work), this takes
 * a tenth of that. It checks what a list needs: well-nested tags, no stray text, known entities.
 */
export async function* parseXmlList(chunks: AsyncIterable<Buffer>): AsyncGenerator<FideListPlayer> {
  let line = 1;
  let rootOpen = false;
  let rootClosed = false;
  let inPlayer = false;
  let playerLine = 0;
  let raw: RawFields = {};
  let fieldLines: Partial<Record<FieldName, number>> = {};
  let fieldTag: string | null = null;
  let field: FieldName | null = null;
  let text = '';
  const ready: FideListPlayer[] = [];
  const fail = (problem: string, at = line): never => {
    throw new FideListFormatError(at, problem);
  };

  const decodeEntities = (segment: string): string =>
    segment.replace(/&([^;&\s]{1,10});/g, (_match, name: string) => {
      if (name in namedEntities) return namedEntities[name];
      const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN;
      return Number.isInteger(code) ? String.fromCodePoint(code) : fail(`unknown entity &${name};`);
    });

  const takeText = (segment: string): void => {
    if (segment === '') return;
    if (field !== null || fieldTag !== null) {
      if (segment.includes('&')) {
        if (/&(?![^;&\s]{1,10};)/.test(segment)) fail("a bare '&' (write &amp;)");
        text += decodeEntities(segment);
      } else {
        text += segment;
      }
    } else if (segment.trim() !== '') {
      fail(`text '${segment.trim().slice(0, 20)}' outside any field`);
    }
    line += countLineBreaks(segment);
  };

  const openTag = (name: string): void => {
    if (!rootOpen) {
      if (rootClosed) fail(`<${name}> after </playerslist>`);
      if (name !== 'playerslist') fail(`not a FIDE XML rating list: the root element is <${name}>, not <playerslist>`);
      rootOpen = true;
    } else if (!inPlayer) {
      if (name !== 'player') fail(`<${name}> where a <player> was expected`);
      inPlayer = true;
      playerLine = line;
      raw = {};
      fieldLines = {};
    } else if (fieldTag === null) {
      fieldTag = name;
      field = asFieldName(name);
      text = '';
      if (field !== null) fieldLines[field] = line;
    } else {
      fail(`<${name}> inside <${fieldTag}>`);
    }
  };

  const closeTag = (name: string): void => {
    if (fieldTag !== null) {
      if (name !== fieldTag) fail(`</${name}> closes <${fieldTag}>`);
      if (field !== null) raw[field] = text;
      fieldTag = null;
      field = null;
    } else if (inPlayer) {
      if (name !== 'player') fail(`</${name}> closes <player>`);
      inPlayer = false;
      const start = playerLine;
      const lines = fieldLines;
      ready.push(toPlayer(raw, (f) => lines[f] ?? start));
    } else if (rootOpen) {
      if (name !== 'playerslist') fail(`</${name}> closes <playerslist>`);
      rootOpen = false;
      rootClosed = true;
    } else {
      fail(`</${name}> closes nothing`);
    }
  };

  /** Consumes what it can of `data`; returns the unfinished rest (a tag cut by the chunk boundary). */
  const scan = (data: string): string => {
    let pos = 0;
    for (;;) {
      const lt = data.indexOf('<', pos);
      if (lt === -1) {
        // Anything this long without a '<' cannot be part of a rating list; stops a runaway buffer on a wrong file.
        if (data.length - pos > NOT_A_LIST_AFTER_BYTES) fail('not a FIDE rating list: a text longer than a megabyte');
        return data.slice(pos);
      }
      takeText(data.slice(pos, lt));
      pos = lt;
      let end: number;
      if (data.startsWith('<!--', pos)) {
        end = data.indexOf('-->', pos + 4);
        if (end === -1) return data.slice(pos);
        end += 3;
      } else if (data.startsWith('<![CDATA[', pos)) {
        end = data.indexOf(']]>', pos + 9);
        if (end === -1) return data.slice(pos);
        if (fieldTag === null) fail('CDATA outside any field');
        text += data.slice(pos + 9, end);
        end += 3;
      } else if (data.startsWith('<?', pos)) {
        end = data.indexOf('?>', pos + 2);
        if (end === -1) return data.slice(pos);
        end += 2;
      } else {
        end = data.indexOf('>', pos + 1);
        if (end === -1) {
          if (data.length - pos > NOT_A_LIST_AFTER_BYTES) fail('a tag that never ends');
          return data.slice(pos);
        }
        end += 1;
        const tag = data.slice(pos + 1, end - 1);
        if (tag.startsWith('!')) {
          if (tag.includes('[')) fail('a DOCTYPE with declarations is not a rating list');
        } else if (tag.startsWith('/')) {
          closeTag(tag.slice(1).trim());
        } else {
          const name = /^[A-Za-z_][\w.-]*/.exec(tag)?.[0] ?? fail(`'<${tag.slice(0, 20)}>' is not a tag`);
          openTag(name);
          if (tag.endsWith('/')) closeTag(name);
        }
      }
      line += countLineBreaks(data, pos, end);
      pos = end;
    }
  };

  let decoder: TextDecoder | null = null;
  let rest = '';
  for await (const chunk of chunks) {
    if (decoder === null) {
      const encoding = declaredEncoding(chunk);
      try {
        decoder = new TextDecoder(encoding, { ignoreBOM: false });
      } catch {
        fail(`the XML declares encoding '${encoding}', which this reader does not know`, 1);
      }
    }
    rest = scan(rest + (decoder as TextDecoder).decode(chunk, { stream: true }));
    yield* ready;
    ready.length = 0;
  }
  if (decoder === null) fail('the list is empty', 1);
  rest = scan(rest + (decoder as TextDecoder).decode());
  yield* ready;
  if (rest.trim() !== '') fail(`the list ends inside '${rest.trim().slice(0, 20)}'`);
  if (!rootClosed) fail(rootOpen || inPlayer ? 'the list ends before </playerslist>' : 'no <playerslist> in the file');
}
