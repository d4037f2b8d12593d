import type { AppContext } from '../../../context.js';
import { badRequest } from '../../../http/errors.js';
import { asWords, words, type Message } from '../languages/message.js';
import type { Sheet } from './sheet.js';

/** Every refusal of the file as a whole says it is a failure in the words clients tell a failure by ('except'). */
export const fileRefused = (reason: Message) => badRequest(words('Upload failed: {reason}', { reason: asWords(reason) }), 'file');

/**
 * An uploaded sheet, read in the server's worker threads: a workbook is inflated and parsed there, so the event loop
 * answers everyone else meanwhile, whatever the file holds.
 */
export async function readUploadedSheet(ctx: AppContext, bytes: Buffer, fileName: string): Promise<Sheet> {
  const answer = await ctx.pairing.run('readSpreadsheet', { bytes, fileName });
  if ('refused' in answer) throw fileRefused(answer.refused);
  return answer.sheet;
}
