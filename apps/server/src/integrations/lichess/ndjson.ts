/**
 * Reads an NDJSON body line by line as it arrives (lichess streams results and games, throttled),
 * handing each parsed line on without holding the whole answer.
 */
export async function forEachLine(body: ReadableStream<Uint8Array> | null, onValue: (value: unknown) => void | Promise<void>): Promise<void> {
  if (!body) return;
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, newline).trim();
      pending = pending.slice(newline + 1);
      if (line) await onValue(JSON.parse(line));
    }
  }
  pending += decoder.decode();
  if (pending.trim()) await onValue(JSON.parse(pending));
}
