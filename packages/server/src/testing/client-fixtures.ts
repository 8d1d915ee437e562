import { moduleNames, TenantSchema, type ModuleName } from "@rightsdesk/domain";
import type { ZodType } from "zod";
import { call, createRole, expectOk, signedInUser } from "./admin-fixtures.js";
import type { TestApp } from "./test-app.js";

/** Makes a new client (the caller must hold Admin write) and answers its id. */
export async function createClient(t: TestApp, adminToken: string, name: string): Promise<number> {
  return TenantSchema.parse(expectOk(await call(t, adminToken, "POST", "/User/Tenant/Mutate", { name }))).id;
}

/** Makes the session behind `token` act for `clientId` (a provider profile's right). */
export async function actFor(t: TestApp, token: string, clientId: number): Promise<void> {
  expectOk(await call(t, token, "POST", "/User/Client/ActFor", { clientId }));
}

/**
 * A user of `clientId` with every right on every module (Admin and the sensitive items included),
 * signed in: made by the provider's administrator acting for that client, who then acts for their
 * own client again.
 */
export async function fullRightsUserOf(
  t: TestApp,
  providerAdmin: string,
  clientId: number,
  userName: string,
): Promise<{ userId: number; token: string }> {
  const own = (expectOk(await call(t, providerAdmin, "GET", "/User/Client")) as { client: { id: number } })
    .client.id;
  await actFor(t, providerAdmin, clientId);
  const modules = Object.fromEntries(moduleNames.map((name) => [name, "rwd"])) as Record<ModuleName, "rwd">;
  const role = await createRole(t, providerAdmin, `Everything (${userName})`, modules);
  const { user, token } = await signedInUser(t, providerAdmin, { userName, roleId: role.id });
  await actFor(t, providerAdmin, own);
  return { userId: user.id, token };
}

/** Texts a string field is tried with, in order, until its schema takes one. */
const SAMPLE_TEXTS = [
  "Walk sample",
  "2025-06-02",
  "walk@example.com",
  "2025-06-02T09:00:00.000Z",
  "00000000-0000-4000-8000-000000000000",
  "13 weeks",
  "WALK0001",
  "1",
  "US",
];
const SAMPLE_NUMBERS = [1, 0, 30, 0.5];

/**
 * A small value the schema accepts where it can find one, built field by field: a field whose name
 * `idOf` knows (an id, a reference) gets that value whatever its type, so a walk can aim every
 * reference of a body at records of its choosing. Optional fields are left out unless `idOf` knows
 * them. Answers undefined when nothing fits (the caller then sends what it has and expects a refusal).
 */
export function sampleOf(schema: ZodType, idOf: (field: string) => unknown, field = ""): unknown {
  const fixed = field === "" ? undefined : idOf(field);
  if (fixed !== undefined) return fixed;
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  const inner = (key: string) => def[key] as ZodType;
  const firstAccepted = (candidates: readonly unknown[]) =>
    candidates.find((candidate) => schema.safeParse(candidate).success);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return sampleOf(inner("innerType"), idOf, field);
    case "pipe":
      return sampleOf(inner("in"), idOf, field);
    case "lazy":
      return sampleOf((def["getter"] as () => ZodType)(), idOf, field);
    case "object": {
      const shape = def["shape"] as Record<string, ZodType>;
      const entries = Object.entries(shape).flatMap(([key, value]) => {
        const optional = value.safeParse(undefined).success;
        if (optional && idOf(key) === undefined) return [];
        return [[key, sampleOf(value, idOf, key)] as const];
      });
      return Object.fromEntries(entries);
    }
    case "array": {
      const one = sampleOf(inner("element"), idOf, field);
      return firstAccepted([[], [one]]) ?? [one];
    }
    case "tuple":
      return (def["items"] as ZodType[]).map((item) => sampleOf(item, idOf, field));
    case "record":
      return {};
    case "union": {
      const options = (def["options"] as ZodType[]).map((option) => sampleOf(option, idOf, field));
      return firstAccepted(options) ?? options[0];
    }
    case "intersection":
      return {
        ...(sampleOf(inner("left"), idOf, field) as object),
        ...(sampleOf(inner("right"), idOf, field) as object),
      };
    case "enum":
      return Object.values(def["entries"] as Record<string, unknown>)[0];
    case "literal":
      return (def["values"] as unknown[])[0];
    case "boolean":
      return false;
    case "number":
    case "int":
      return firstAccepted(SAMPLE_NUMBERS) ?? 1;
    case "string":
      return firstAccepted(SAMPLE_TEXTS) ?? "Walk sample";
    case "date":
      return "2025-06-02";
    default:
      return undefined;
  }
}

/**
 * An error answer with the record id in its message replaced, to compare the answer for another
 * client's record with the one for an id nobody holds: they must read the same.
 */
export function answerWithoutId(answer: { status: number; body: unknown }, id: number) {
  const body = answer.body as { errorCode?: number; errorType?: string; message?: string };
  return {
    status: answer.status,
    errorCode: body.errorCode,
    errorType: body.errorType,
    message: body.message?.replaceAll(String(id), "<id>"),
  };
}
