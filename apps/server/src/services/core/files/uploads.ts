import { fileKinds, fileRules, MAX_FILES_PER_REQUEST, term, type FileKind, type FileType } from '@kingside/contract';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../../http/errors.js';
import { words } from '../languages/message.js';
import { sniffType, typeExtensions } from './sniff.js';

/** A file part read whole and checked: its kind, a name safe to show, its type by its bytes. */
export interface Upload {
  kind: FileKind;
  name: string;
  contentType: FileType;
  bytes: Buffer;
}

export function isFileKind(field: string): field is FileKind {
  return (fileKinds as readonly string[]).includes(field);
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** A name's ending: letters and digits after the last dot, a letter among them ("v1.2" ends in a version, not a type). */
const ending = /\.(?=[a-z0-9]*[a-z])([a-z0-9]{1,8})$/i;

/**
 * The name as shown and offered for download: no folders, no control characters, at most 200
 * characters, ending as its type does (evil.html holding a PNG is evil.png, so a download never
 * opens as a page); a file sent without a name is called after its kind.
 */
export function cleanFileName(name: string | undefined, kind: FileKind, type: FileType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const stem = clean === '' || clean === '.' || clean === '..' ? kind : clean;
  const extensions = typeExtensions[type];
  const found = ending.exec(stem);
  if (found && extensions.includes(found[1].toLowerCase())) return stem.slice(-200);
  const bare = found ? stem.slice(0, found.index) : stem;
  const suffix = `.${extensions[0]}`;
  return `${bare.trimEnd().slice(-(200 - suffix.length)) || kind}${suffix}`;
}

/**
 * Reads one file part, stopping as soon as it passes its kind's limit (the rest is never held in
 * memory), and checks its type by its first bytes. Field names the API does not know are refused,
 * so a mistyped field never drops a file silently.
 */
export async function readUpload(field: string, fileName: string | undefined, stream: AsyncIterable<Buffer>): Promise<Upload> {
  if (!isFileKind(field)) throw unknownField(field);
  const rules = fileRules[field];
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > rules.maxBytes) {
      throw payloadTooLarge(words('{field}: the file is larger than {size} MB', { field, size: megabytes(rules.maxBytes) }), field);
    }
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw badRequest(words('{field}: the file is empty', { field }), field);
  const sniffed = sniffType(bytes);
  if (sniffed === 'svg') {
    throw unsupportedMediaType(words('{field}: SVG is not accepted (it can carry scripts); send a {label}', { field, label: term(rules.label) }), field);
  }
  if (sniffed === 'html') {
    throw unsupportedMediaType(
      words('{field}: the file is a web page (HTML), which is not accepted (it can carry scripts); send a {label}', { field, label: term(rules.label) }),
      field,
    );
  }
  if (sniffed === undefined || !rules.types.includes(sniffed)) {
    throw unsupportedMediaType(words('{field}: the file is not a {label}', { field, label: term(rules.label) }), field);
  }
  return { kind: field, name: cleanFileName(fileName, field, sniffed), contentType: sniffed, bytes };
}

const unknownField = (field: string) => badRequest(words('{field}: unknown file field; send files as {kinds}', { field, kinds: fileKinds.join(', ') }), field);

/**
 * Before a file part is read: its field is a kind of file, and the request stays within one logo,
 * one regulations file and a bounded number of files.
 */
export function checkNextUpload(uploads: readonly Upload[], next: string): void {
  if (!isFileKind(next)) throw unknownField(next);
  if (uploads.length >= MAX_FILES_PER_REQUEST) {
    throw badRequest(words('{field}: at most {count} files in one request', { field: next, count: MAX_FILES_PER_REQUEST }), next);
  }
  const same = uploads.filter((upload) => upload.kind === next).length;
  if (same >= fileRules[next].maxCount) {
    throw badRequest(words('{field}: at most {count} in one request', { field: next, count: fileRules[next].maxCount }), next);
  }
}
