import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are credentials (the live socket takes `?token=`). */
const SECRET_QUERY =
  /^(token|access_token|accesstoken|refresh_token|refreshtoken|x-authorization|authorization|sign|signature|accesssecret|password)$/i;
const HIDDEN = '[redacted]';

/** The URL with the values of credential parameters replaced, for the log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // an undecodable name is kept as it is
      }
      return eq >= 0 && SECRET_QUERY.test(decoded) ? `${name}=${HIDDEN}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * Fastify's logger options that keep tokens out of the log: the request serializer writes the
 * URL with credential query values redacted, and header paths that carry tokens are censored
 * should anything log headers.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-authorization"]',
        'req.headers["sec-websocket-protocol"]',
        'req.headers.cookie',
        'headers.authorization',
        'headers["x-authorization"]',
      ],
      censor: HIDDEN,
    },
  };
}
