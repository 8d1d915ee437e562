import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Contract, Endpoint, EndpointName, UserPermission } from "@rightsdesk/domain";

/** The signed-in caller, resolved once per request by the access check. */
export interface Caller {
  userId: number;
  userName: string;
  sessionId: string;
  profileId: number;
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

export type HandlerInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? { params: Part<P>; query: Part<Q>; body: Part<B> }
    : never;

type HandlerOutput<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

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
