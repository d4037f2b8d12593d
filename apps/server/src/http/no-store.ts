import type { onSendAsyncHookHandler } from 'fastify';

/**
 * What a guarded endpoint answers is someone's own or a tournament's private data (entries with emails, phones and
 * birth dates, payee details, an account's export): no browser or proxy cache keeps it, so it does not outlive the
 * session on a shared venue computer. A route that says otherwise (a download's own header) is left as it is.
 */
export const noStore: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
};
