import { z } from 'zod';
import { envelope } from './envelope.js';

/**
 * A tournament's uploaded files (its `files`): its logo, its regulations and the brochure's
 * attachments. Create and edit (POST /tournament/create, PATCH /tournament/{id}) take them as
 * multipart file parts named by kind; the types are checked by the file's first bytes, not its name.
 */
export const fileKinds = ['logo', 'regulations', 'attachments'] as const;
export const fileKind = z.enum(fileKinds, { error: 'Choose logo, regulations or attachments' });
export type FileKind = z.infer<typeof fileKind>;

/** The types a file is served as. SVG is refused: it can carry scripts that would run on this site. */
export const fileTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type FileType = (typeof fileTypes)[number];

const MB = 1024 * 1024;

/** What each kind accepts: its types, the largest file, and how many a tournament keeps. */
export const fileRules: Record<FileKind, { types: readonly FileType[]; maxBytes: number; maxCount: number; label: string }> = {
  logo: { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 2 * MB, maxCount: 1, label: 'PNG, JPEG or WebP image' },
  regulations: { types: ['application/pdf'], maxBytes: 10 * MB, maxCount: 1, label: 'PDF' },
  attachments: { types: fileTypes, maxBytes: 10 * MB, maxCount: 10, label: 'PDF, PNG, JPEG or WebP' },
};

/** The most file parts one request may carry (a logo, regulations and every attachment). */
export const MAX_FILES_PER_REQUEST = 12;

export const tournamentFile = z.object({
  id: z.uuid(),
  kind: fileKind,
  /** The name it was uploaded under, for showing and for the download's file name. */
  name: z.string(),
  /** Where to fetch it: GET /api/tournament/{id}/files/{fileId} (public). */
  url: z.string(),
  contentType: z.enum(fileTypes),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type TournamentFile = z.infer<typeof tournamentFile>;
export const tournamentFilesResponse = envelope(z.array(tournamentFile));

export const tournamentFileParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  fileId: z.uuid({ error: 'Expected a file id' }),
});

/** The address a file is served at; the web app and the server build it the same way. */
export function tournamentFileUrl(tournamentId: string, fileId: string): string {
  return `/api/tournament/${tournamentId}/files/${fileId}`;
}
