import type yauzl from 'yauzl';

/**
 * The next entry of a zip opened with `lazyEntries` (yauzl), or undefined at its end; a damaged archive rejects
 * with the caller's own error (a backup and a tournament bundle word it differently).
 */
export function nextZipEntry(zip: yauzl.ZipFile, damaged: (error: Error) => Error): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => (cleanUp(), resolve(entry));
    const onEnd = () => (cleanUp(), resolve(undefined));
    const onError = (error: Error) => (cleanUp(), reject(damaged(error)));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}
