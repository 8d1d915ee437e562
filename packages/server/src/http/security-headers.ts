import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * The Content-Security-Policy of the app and the API. Scripts and connections come only from
 * Rights Desk itself: no inline script, no eval, no other origin. Styles may also be inline,
 * because the toasts, the rich-text editor and the dashboard grid insert <style> elements of
 * their own; images may be data: and blob: URLs (QR codes, photos read from the API). No other
 * site may frame a page (clickjacking), nor post a form to another origin from one.
 */
export const contentSecurityPolicy = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

/**
 * Security headers on every answer: CSP, no framing, no sniffing, no referrer sent away. Helmet's
 * middleware is made once, here; the Fastify plugin made it again for every request.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(contentSecurityPolicy).map(([name, values]) => [name, [...values]]),
      ),
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    // The API serves files to our own pages only; other origins may not embed them either.
    crossOriginResourcePolicy: { policy: "same-origin" },
    // Plain HTTP on a laptop or behind a proxy that terminates TLS: HSTS is the proxy's to send.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
