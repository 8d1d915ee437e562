import type { FastifyRequest } from "fastify";

/** Query parameters whose value is a credential. */
const SECRET_QUERY = /([?&](?:token|code|secret|key)=)[^&]*/gi;
/** Paths whose last segment is a credential: the calendar feed's secret address. */
const SECRET_PATH = /(\/Calendar\/)[^/?]+/i;

/** A request URL as the log may hold it: secret path segments and query values hidden. */
export function logSafeUrl(url: string): string {
  return url.replace(SECRET_PATH, "$1[hidden]").replace(SECRET_QUERY, "$1[hidden]");
}

/** The first line of a message, without a query's parameters ("params: …" in a driver's text). */
function withoutParams(message: string): string {
  return message.split(/\r?\n\s*params:/)[0] ?? message;
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: LoggedError;
};

/**
 * An error as the log holds it: type, message, stack and the database's code and constraint,
 * never a query's parameters (a failed insert's password hash, names, e-mails) nor the
 * database's `detail`, which repeats the values ("Key (email)=(…) already exists").
 */
export function logSafeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const source = error as Error & Record<string, unknown>;
  const logged: LoggedError = {
    type: error.name,
    message: withoutParams(error.message),
    stack: safeStack(error.stack ?? ""),
  };
  for (const key of ["code", "constraint", "table", "column"] as const) {
    if (source[key] !== undefined) logged[key] = source[key];
  }
  if (error.cause !== undefined && depth < 3) logged.cause = logSafeError(error.cause, depth + 1);
  return logged;
}

/** A stack's frames under its message, the message without a query's parameters. */
function safeStack(stack: string): string {
  const frames = stack.indexOf("\n    at ");
  return frames === -1 ? withoutParams(stack) : withoutParams(stack.slice(0, frames)) + stack.slice(frames);
}

/** Pino serializers for Fastify's logger: requests by method and safe URL, errors without values. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: logSafeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => logSafeError(error),
};
