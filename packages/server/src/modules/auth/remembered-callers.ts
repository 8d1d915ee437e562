import type { Caller } from "../../http/handler.js";

/** Callers remembered at most; past it the oldest goes first. */
const MAX_REMEMBERED = 10_000;

interface Remembered {
  readonly caller: Caller;
  /** The access version (drizzle/0016_auth_epoch.sql) read before the caller was resolved. */
  readonly version: string;
  readonly sessionExpiresAt: Date;
}

/**
 * The callers this server resolved, by session, user and requested profile, each with the access
 * version it was resolved at. A remembered caller saves the session, user, profile and rights
 * reads; it is trusted only by a transaction that reads the same version (db/client-scope.ts), so
 * a sign-out, a block or a role change on any server takes effect on the very next call.
 */
export class RememberedCallers {
  private readonly entries = new Map<string, Remembered>();
  private readonly versions = new WeakMap<Caller, string>();

  constructor(private readonly capacity = MAX_REMEMBERED) {}

  static keyOf(sessionId: string, userId: number, requestedProfileId: number | null): string {
    return `${sessionId}|${userId}|${requestedProfileId ?? ""}`;
  }

  /** The caller remembered under `key`, unless its session has run out by `now`. */
  find(key: string, now: Date): Caller | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.sessionExpiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.caller;
  }

  remember(key: string, caller: Caller, version: string, sessionExpiresAt: Date): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { caller, version, sessionExpiresAt });
    this.versions.set(caller, version);
  }

  /** The access version a remembered caller was resolved at; null for one resolved just now. */
  versionOf(caller: Caller): string | null {
    return this.versions.get(caller) ?? null;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
