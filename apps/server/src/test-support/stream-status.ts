import http from 'node:http';

/**
 * The status of a GET over real HTTP, and its body unless it is a stream that opened (200): the
 * connection is then destroyed, so the server sees the client leave and ends the stream at once.
 */
export function streamStatus(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      if (status === 200) {
        request.destroy();
        resolve({ status, body: '' });
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
  });
}
