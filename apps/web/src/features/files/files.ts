import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { fileKinds, fileRules, type FileKind, type TournamentFile } from '@kingside/contract';

/** Files the organiser picked in a form, by the multipart field they travel in. */
export type ChosenFiles = Partial<Record<FileKind, File[]>>;

export const FILE_KIND_LABELS: Record<FileKind, MessageDescriptor> = {
  logo: msg`Logo`,
  regulations: msg`Regulations`,
  attachments: msg`Attachments`,
};

/** The upload button of each kind. */
export const FILE_KIND_CHOOSE: Record<FileKind, MessageDescriptor> = {
  logo: msg`Choose logo`,
  regulations: msg`Choose regulations`,
  attachments: msg`Choose attachments`,
};

/** The file types each kind takes, as the contract's fileRules name them. */
const FILE_TYPES_TAKEN: Record<FileKind, MessageDescriptor> = {
  logo: msg`PNG, JPEG or WebP image`,
  regulations: msg`PDF`,
  attachments: msg`PDF, PNG, JPEG or WebP`,
};

/** What the file picker offers for each kind (a filter for the picker; the server checks the bytes). */
export const FILE_ACCEPT: Record<FileKind, string> = {
  logo: 'image/png,image/jpeg,image/webp',
  regulations: 'application/pdf',
  attachments: 'application/pdf,image/png,image/jpeg,image/webp',
};

export function hasFiles(files: ChosenFiles): boolean {
  return fileKinds.some((kind) => (files[kind]?.length ?? 0) > 0);
}

/** "What the kind takes", for the form's hint: types, size limit and how many. */
export function fileHint(kind: FileKind): string {
  const rule = fileRules[kind];
  const types = t(FILE_TYPES_TAKEN[kind]);
  const megabytes = Math.round(rule.maxBytes / (1024 * 1024));
  const maxCount = rule.maxCount;
  return maxCount === 1 ? t`${types}, up to ${megabytes} MB; a new one replaces the old.` : t`${types}, up to ${megabytes} MB each, at most ${maxCount}.`;
}

/**
 * A tournament body and files as one multipart form (fields plus files). Every value
 * travels as text the contract reads back: lists and objects as JSON, numbers and booleans as
 * written; unset values are left out.
 */
export function tournamentFormData(body: object, files: ChosenFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const kind of fileKinds) {
    for (const file of files[kind] ?? []) form.append(kind, file, file.name);
  }
  return form;
}

/** "830 KB", "1.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The tournament's files as the public page shows them: the logo, and the documents to read. */
export function publicFiles(files: readonly TournamentFile[]): { logo?: TournamentFile; documents: TournamentFile[] } {
  const order: Record<FileKind, number> = { logo: 0, regulations: 1, attachments: 2 };
  return {
    logo: files.find((file) => file.kind === 'logo'),
    documents: files.filter((file) => file.kind !== 'logo').sort((a, b) => order[a.kind] - order[b.kind]),
  };
}

/** The address that makes the browser save the file rather than show it. */
export function downloadUrl(file: Pick<TournamentFile, 'url'>): string {
  return `${file.url}?download=true`;
}

/** What an antd Upload list holds for a file kept in the browser until the form is sent. */
export interface PickedFile {
  originFileObj?: File;
}

/** The files picked in the form's upload fields, by kind. */
export function chosenFiles(values: Partial<Record<FileKind, PickedFile[] | undefined>>): ChosenFiles {
  const chosen: ChosenFiles = {};
  for (const kind of fileKinds) {
    const files = (values[kind] ?? []).flatMap((picked) => (picked.originFileObj ? [picked.originFileObj] : []));
    if (files.length > 0) chosen[kind] = files;
  }
  return chosen;
}
