import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer.js";

/**
 * Sends in the background, so a request answers at once and as fast whether or not it sent
 * anything (a reset request must not reveal, by its timing, that an account exists). A failed
 * delivery is logged. `settle()` waits for what is under way, before the server stops.
 */
export class DeferredMailer {
  private readonly pending = new Set<Promise<void>>();

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

  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
