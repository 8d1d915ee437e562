import { canAccessEndpoints, canAccessModule, type ModuleName } from "@rightsdesk/domain";
import type { Handler, Handlers } from "../../http/handler.js";
import { requireCaller } from "../../http/handler.js";

export type CanAccessEndpoint = keyof typeof canAccessEndpoints;

/**
 * The caller's rights on the module an id belongs to (the gate has already required read on it).
 * The id is not looked up yet: each module's records land with that module, and its CanAccess
 * handler then answers NotFound for an unknown id and applies record-level rules.
 */
function canAccessHandler(module: ModuleName): Handler<CanAccessEndpoint> {
  return async (_input, context) => {
    const { permission } = requireCaller(context);
    return {
      canRead: canAccessModule(permission, module, "read"),
      canWrite: canAccessModule(permission, module, "write"),
      canDelete: canAccessModule(permission, module, "delete"),
    };
  };
}

export function canAccessHandlers(): Pick<Handlers, CanAccessEndpoint> {
  const entries = Object.entries(canAccessEndpoints).map(([name, endpoint]) => {
    if (endpoint.access.kind !== "module") throw new Error(`${name} must declare its module.`);
    return [name, canAccessHandler(endpoint.access.module)];
  });
  return Object.fromEntries(entries) as Pick<Handlers, CanAccessEndpoint>;
}
