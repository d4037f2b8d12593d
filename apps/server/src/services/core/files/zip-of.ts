import yazl from 'yazl';

/** A zip of whole entries, in memory (a tournament bundle, a workbook: small). */
export async function zipOf(entries: readonly { name: string; bytes: Buffer; compress: boolean }[], mtime: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.bytes, entry.name, { mtime, compress: entry.compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
