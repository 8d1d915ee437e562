import { canAccessEndpoints } from "@rightsdesk/domain";
import type { Handlers } from "../../http/handler.js";
import { notBuilt } from "../../http/not-built.js";

export type CanAccessEndpoint = keyof typeof canAccessEndpoints;

export function canAccessHandlers(): Pick<Handlers, CanAccessEndpoint> {
  const names = Object.keys(canAccessEndpoints) as CanAccessEndpoint[];
  return Object.fromEntries(names.map((name) => [name, notBuilt(name)])) as unknown as Pick<
    Handlers,
    CanAccessEndpoint
  >;
}
