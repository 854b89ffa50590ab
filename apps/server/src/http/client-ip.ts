import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Loopback, private (RFC 1918, RFC 4193), link-local and CGNAT peers: our own reverse proxies. */
function isInternalPeer(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(a) === 4) {
    const [p, q] = a.split('.').map(Number) as [number, number];
    return (
      p === 127 ||
      p === 10 ||
      (p === 172 && q >= 16 && q <= 31) ||
      (p === 192 && q === 168) ||
      (p === 169 && q === 254) ||
      (p === 100 && q >= 64 && q <= 127)
    );
  }
  const lower = a.toLowerCase();
  return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:');
}

/**
 * The client address for throttling: `X-Real-IP` (set by the reverse proxy, contract §14)
 * when the request comes from an internal peer, otherwise the peer itself — a client on the
 * open internet cannot pick a fresh "real IP" per request to slip past the limits.
 */
export function clientIp(req: FastifyRequest): string {
  const peer = req.socket?.remoteAddress;
  const header = req.headers['x-real-ip'];
  const real = (Array.isArray(header) ? header[0] : header)?.trim();
  if (real && isInternalPeer(peer)) return real;
  return peer ?? req.ip;
}
