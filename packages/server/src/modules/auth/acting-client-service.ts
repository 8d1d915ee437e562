import type { FastifyRequest } from "fastify";
import { AppError, type ActingClient } from "@rightsdesk/domain";
import type { Caller } from "../../http/handler.js";
import type { AuthRepository } from "./auth-repository.js";
import { ownAccountEvent } from "./own-account-event.js";

/**
 * Which client a session acts for. A profile of a client acts for that client; a profile of the
 * provider's own client may choose any client for its session, and every later call reads and
 * writes that client's records (the choice is kept with the session, never sent with a request).
 */
export class ActingClientService {
  constructor(private readonly repository: AuthRepository) {}

  async current(caller: Caller, clientId = caller.clientId): Promise<ActingClient> {
    const own = await this.repository.findClient(caller.permission.selectedUserProfile.tenantId);
    const acting = await this.repository.findClient(clientId);
    if (!own || !acting) throw new Error("The session's client is missing.");
    const canSwitch = own.isProvider;
    return { client: acting, clients: canSwitch ? await this.repository.listClients() : [acting], canSwitch };
  }

  async actFor(caller: Caller, clientId: number, request: FastifyRequest, now: Date): Promise<ActingClient> {
    const ownId = caller.permission.selectedUserProfile.tenantId;
    const own = await this.repository.findClient(ownId);
    if (clientId !== ownId && !own?.isProvider) {
      throw AppError.unauthorized("Only a profile of the provider's own client can act for another client.");
    }
    if (!(await this.repository.findClient(clientId))) {
      throw AppError.notFound(`There is no client with id ${clientId}.`);
    }
    if (clientId !== caller.clientId) {
      await this.repository.setActingClient(caller.sessionId, clientId === ownId ? null : clientId);
      await this.repository.audit(
        ownAccountEvent(
          caller,
          "session.act-for",
          [{ field: "clientId", from: caller.clientId, to: clientId }],
          request,
          now,
        ),
      );
    }
    return this.current(caller, clientId);
  }
}
