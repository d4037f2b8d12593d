import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { APP_KEY_HEADER, LIVE_APP_KEY_QUERY } from '@kingside/contract';

/** Names under which a secret travels as a field of a logged object: headers, body fields: a password or token must never reach the logs. */
const secretFields = ['authorization', 'cookie', APP_KEY_HEADER, LIVE_APP_KEY_QUERY, 'token', 'otp', 'password', 'currentPassword', 'newPassword'];
/** As a query parameter, also `code` (a mailed code, an OAuth code); as a field, `code` is an error's code and stays. */
const secretParameters = [...secretFields, 'code'];
const censor = '[redacted]';

/** `name=value` of a secret in a URL's query or any text (`?appKey=…&`, `token=…`), up to the next separator. */
const secretParameter = new RegExp(`([?&;\\s]|^)(${secretParameters.map((name) => name.replace(/-/g, '\\-')).join('|')})=[^&#\\s"']*`, 'gi');

/** The text with the value of every secret parameter replaced. */
export function withoutSecrets(text: string): string {
  return text.replace(secretParameter, (_, before: string, name: string) => `${before}${name}=${censor}`);
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined | FastifyBaseLogger>;

/**
 * The logger's options with secrets kept out of every line: the request's URL is logged without the values
 * of secret query parameters, fields named like a secret are censored wherever pino finds them (two levels
 * deep: `req.headers.authorization`, `body.password`), and messages lose `name=value` of a secret.
 */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: secretFields.flatMap((name) => [`["${name}"]`, `*["${name}"]`, `*.*["${name}"]`]), censor },
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutSecrets(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}
