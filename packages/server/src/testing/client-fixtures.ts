import { moduleNames, TenantSchema, type ModuleName } from "@rightsdesk/domain";
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
