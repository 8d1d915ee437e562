import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { BodyKind, Contract, Endpoint, EndpointName, UserPermission } from "@rightsdesk/domain";

/** The signed-in caller, resolved once per request by the access check. */
export interface Caller {
  userId: number;
  userName: string;
  sessionId: string;
  profileId: number;
  /**
   * The client (tenant) the request acts for: the selected profile's, or for a profile of the
   * provider's own client, the client chosen for the session.
   */
  clientId: number;
  /**
   * An ADVERTISER USER's advertisers: the only ones whose spots the request sees. Null for every
   * other kind of user, who is not narrowed within the client.
   */
  advertiserIds: readonly number[] | null;
  permission: UserPermission;
  /** The password was set by an administrator (or generated): most endpoints answer code 9 until it is changed. */
  mustChangePassword: boolean;
}

export interface HandlerContext {
  caller: Caller | null;
  request: FastifyRequest;
  now: Date;
}

type Part<T extends z.ZodType> = [T] extends [z.ZodNever] ? undefined : z.output<T>;

/**
 * The input of a handler. A multipart endpoint's body is left in the request, unread, for the
 * handler to stream (`context.request.parts()`).
 */
export type HandlerInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType, infer BK>
    ? { params: Part<P>; query: Part<Q>; body: [BK] extends ["multipart"] ? undefined : Part<B> }
    : never;

/** What a file endpoint's handler answers; the route sends it as an attachment. */
export interface FileReply {
  stream: Readable;
  /** The original name, sent in Content-Disposition. */
  fileName: string;
  contentType: string;
  /** Left out for a file generated as it is sent (a report export): it goes without a length. */
  sizeBytes?: number;
}

type HandlerOutput<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, BodyKind, infer RK>
    ? [RK] extends ["file"]
      ? FileReply
      : z.input<R>
    : never;

export type Handler<N extends EndpointName> = (
  input: HandlerInput<Contract[N]>,
  context: HandlerContext,
) => Promise<HandlerOutput<Contract[N]>>;

/** One handler per endpoint of the contract: a missing one is a compile error. */
export type Handlers = { [N in EndpointName]: Handler<N> };

/** Requires a signed-in caller; the access check guarantees one for non-public endpoints. */
export function requireCaller(context: HandlerContext): Caller {
  if (!context.caller) throw new Error("A signed-in caller was expected for this endpoint.");
  return context.caller;
}
