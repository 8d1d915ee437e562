import { AsyncLocalStorage } from "node:async_hooks";
import { eq, sql, type SQL } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import type { AnyPgColumn, PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./database.js";
import { queryRows } from "./rows.js";

/**
 * Client isolation underneath the services. A request made for a client runs in one transaction
 * that first names the client (`rightsdesk.client_id`, local to the transaction) and switches to
 * the role `rightsdesk_app`, which row-level security holds to that client's rows on every
 * client-owned table (drizzle/0012_clients_kept_apart.sql). A query a service forgot to narrow
 * still sees, changes and infers nothing of another client.
 *
 * The services keep one `Db` for the app's life: `clientScopedDb` answers each call with the
 * current request's transaction (found through AsyncLocalStorage), and with the owner's connection
 * outside a request (migrations, seeds, start-up checks, sign-in).
 */
const APP_ROLE = "rightsdesk_app";

interface ClientScope {
  tx: Db;
  clientId: number;
}

const scope = new AsyncLocalStorage<ClientScope>();
const scopedDbs = new WeakSet<Db>();

/** A `Db` that runs every call in the current client scope's transaction, or on `db` outside one. */
export function clientScopedDb(db: Db): Db {
  if (scopedDbs.has(db)) return db;
  const scoped = new Proxy(db, {
    get(target, property) {
      const current = scope.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(current, property);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
  scopedDbs.add(scoped);
  return scoped;
}

/**
 * Raised inside a client scope when what the caller's access rests on changed since the caller was
 * remembered (see `accessVersion`): the transaction rolls back before any work ran, and the caller
 * is resolved again from the database.
 */
export class StaleAccessError extends Error {
  constructor() {
    super("The caller's access changed since it was remembered.");
  }
}

/**
 * Runs `work` for `clientId`: in one transaction as the application role, which sees and writes
 * only that client's rows. A failure anywhere rolls the whole request back. What `work` calls must
 * read through a `clientScopedDb`: on the embedded database, a query on the bare connection would
 * wait for this transaction to end.
 *
 * The client, the advertisers and the role are set by one statement, which also reads the access
 * version (drizzle/0016_auth_epoch.sql): given `accessVersion`, the version a remembered caller was
 * resolved at, any other answer throws StaleAccessError before `work` starts. In the transaction's
 * own statement, so no committed sign-out, block or role change is ever missed.
 */
export function runForClient<T>(
  db: Db,
  clientId: number,
  work: () => Promise<T>,
  /** For an ADVERTISER USER: the advertisers whose spots alone they see (none: no spots). */
  advertiserIds: readonly number[] | null = null,
  accessVersion: string | null = null,
): Promise<T> {
  if (scope.getStore()) throw new Error("A client scope cannot open inside another.");
  // Whole numbers only, written out: the statement can then go with the BEGIN in one message.
  const client = String(Math.trunc(clientId));
  const advertisers =
    advertiserIds === null ? "" : `{${advertiserIds.map((id) => String(Math.trunc(id))).join(",")}}`;
  const setup = `select (select version from auth_epoch where id = 1)::text as version,
    set_config('rightsdesk.client_id', '${client}', true),
    set_config('rightsdesk.advertiser_ids', '${advertisers}', true),
    set_config('role', '${APP_ROLE}', true)`;
  return transactionOpenedWith(db, setup, (tx, version) => {
    if (accessVersion !== null && version !== accessVersion) throw new StaleAccessError();
    return scope.run({ tx, clientId }, work);
  });
}

/** What drizzle's node-postgres database holds, to open a transaction on a connection of its own. */
interface NodePgInternals {
  dialect: PgDialect;
  session: {
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  $client: unknown;
}

/**
 * Runs `work` in a transaction that `setup` (a statement answering `version`) opened. On PostgreSQL
 * the BEGIN and the setup go as one message, one round trip fewer for every call (what drizzle's
 * own `transaction` does, with that one change); the embedded database has no round trips to save.
 */
async function transactionOpenedWith<T>(
  db: Db,
  setup: string,
  work: (tx: Db, version: string | undefined) => Promise<T>,
): Promise<T> {
  const internals = db as unknown as NodePgInternals;
  if (!(internals.$client instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      const [row] = await queryRows<{ version: string }>(tx as unknown as Db, sql.raw(setup));
      return work(tx as unknown as Db, row?.version);
    });
  }
  const connection = await internals.$client.connect();
  // A connection whose ROLLBACK failed is in no known state: it is closed, not lent again.
  let broken: Error | undefined;
  try {
    const session = new NodePgSession(
      connection,
      internals.dialect,
      internals.session.schema,
      internals.session.options,
    );
    const tx = new NodePgTransaction(internals.dialect, session, internals.session.schema) as unknown as Db;
    // A simple query of several statements answers one result for each.
    const opened = (await connection.query(`begin; ${setup}`)) as unknown as pg.QueryResult<{
      version: string;
    }>[];
    const result = await work(tx, opened[1]?.rows[0]?.version);
    await connection.query("commit");
    return result;
  } catch (error) {
    // Also after a failed COMMIT or setup; with no transaction open it is only a warning.
    await connection.query("rollback").catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    connection.release(broken);
  }
}

/** The access version now (drizzle/0016_auth_epoch.sql), read before the access it stamps. */
export async function readAccessVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from auth_epoch where id = 1`,
  );
  return row?.version ?? "0";
}

/** The client the current request acts for, if it runs in a client scope. */
export function currentClientId(): number | undefined {
  return scope.getStore()?.clientId;
}

/**
 * Runs `work` outside the current client scope: for what a request leaves running after its answer
 * (its transaction has ended by then).
 */
export function outsideClientScope<T>(work: () => T): T {
  return scope.exit(work);
}

/**
 * The current scope's transaction itself (or `db` outside a scope), for work that outlives the
 * call that starts it in the same request, such as an export streamed after its handler answered:
 * the stream's later reads are not in the request's async context.
 */
export function pinnedDb(db: Db): Db {
  return scope.getStore()?.tx ?? db;
}

/**
 * The services' own narrowing for tables the accounts share (users, roles, profiles): equal to the
 * client the request acts for, or no condition outside a request.
 */
export function ofCurrentClient(column: AnyPgColumn): SQL | undefined {
  const clientId = currentClientId();
  return clientId === undefined ? undefined : eq(column, clientId);
}
