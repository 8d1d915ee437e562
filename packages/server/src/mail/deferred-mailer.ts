import { outsideClientScope } from "../db/client-scope.js";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer.js";

/**
 * Sends in the background, so a request answers at once and as fast whether or not it sent
 * anything (a reset request must not reveal, by its timing, that an account exists). A failed
 * delivery is logged. `settle()` waits for what is under way, before the server stops.
 */
export class DeferredMailer {
  private readonly pending = new Set<Promise<void>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  post(message: MailMessage): void {
    this.track(this.mailer.send(message), "mail-failed", "mail could not be sent");
  }

  /**
   * Runs work that ends in a mail after the request has answered, one task after another in the
   * order asked, so the answer takes as long whether or not there was anything to do.
   */
  defer(task: () => Promise<void>): void {
    // The request's transaction has ended by the time the task runs.
    const run = () => outsideClientScope(task);
    this.queue = this.track(this.queue.then(run), "deferred-task-failed", "background work failed");
  }

  /** Keeps a piece of background work until it ends, logging (never throwing) its failure. */
  private track(work: Promise<unknown>, event: string, message: string): Promise<void> {
    const tracked: Promise<void> = work
      .then(() => undefined)
      .catch((error: unknown) => {
        this.log.error({ event, err: error }, message);
      })
      .finally(() => {
        this.pending.delete(tracked);
      });
    this.pending.add(tracked);
    return tracked;
  }

  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
