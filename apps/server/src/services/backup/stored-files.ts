import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { storedFileName } from './manifest.js';

/**
 * Hard-links every stored file (files/<tournament>/<file>) into `into`: instant, and the link keeps
 * the bytes even if the server removes the file a moment later. Across file systems it copies.
 * Files still being written (`.part`) are not stored files yet. Returns their names.
 */
export async function linkStoredFiles(root: string, into: string): Promise<string[]> {
  const names: string[] = [];
  for (const tournament of await entries(root)) {
    for (const file of await entries(path.join(root, tournament))) {
      const name = `${tournament}/${file}`;
      if (!storedFileName.test(name)) continue;
      await mkdir(path.join(into, tournament), { recursive: true });
      const from = path.join(root, tournament, file);
      const to = path.join(into, tournament, file);
      const linked = await link(from, to).then(
        () => true,
        async (error: NodeJS.ErrnoException) => {
          // Removed since the listing: its row is gone too (rows go before their files).
          if (error.code === 'ENOENT') return false;
          if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
          await copyFile(from, to);
          return true;
        },
      );
      if (linked) names.push(name);
    }
  }
  return names;
}

async function entries(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
}
