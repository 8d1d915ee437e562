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
    const delivery = this.mailer
      .send(message)
      .catch((error: unknown) => {
        this.log.error({ event: "mail-failed", err: error }, "mail could not be sent");
      })
      .finally(() => {
        this.pending.delete(delivery);
      });
    this.pending.add(delivery);
  }

  /**
   * Runs work that ends in a mail after the request has answered, one task after another in the
   * order asked, so the answer takes as long whether or not there was anything to do.
   */
  defer(task: () => Promise<void>): void {
    const run = this.queue
      .then(task)
      .catch((error: unknown) => {
        this.log.error({ event: "deferred-task-failed", err: error }, "background work failed");
      })
      .finally(() => {
        this.pending.delete(run);
      });
    this.queue = run;
    this.pending.add(run);
  }

  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
