/**
 * Security headers on every answer of the portal's server (console files, API, errors, 404s and
 * proxied answers alike). The Content-Security-Policy is the one the built console runs under.
 */
import type { RequestHandler } from 'express';

/** The public avatar service (src/custom/layout/avatar.ts), probed from a worker and shown as <img>. */
const AVATAR_ORIGIN = 'https://www.gravatar.com';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No inline scripts: the built index.html loads only same-origin modules.
  "script-src 'self'",
  // emotion (MUI's styling engine) injects <style> elements at run time: they need 'unsafe-inline'.
  "style-src 'self' 'unsafe-inline'",
  // Logos and the manual come as blob: URLs; data: for inline icons; the avatar service for pictures.
  `img-src 'self' data: blob: ${AVATAR_ORIGIN}`,
  "font-src 'self' data:",
  // The avatar probe's worker (a blob: script) fetches the avatar service to learn whether it answers.
  `connect-src 'self' ${AVATAR_ORIGIN}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // Same-origin calls keep the full Referer (the mock builds e-mail links from Origin or Referer);
  // other origins learn only the origin.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
  next();
};

/** For answers written outside express (the proxy's own error answers). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = HEADERS;
