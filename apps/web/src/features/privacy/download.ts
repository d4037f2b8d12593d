/** Offers `data` as a JSON file download, as a link with `download` does. */
export function downloadJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
