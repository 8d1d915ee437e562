import { eq, sql } from "drizzle-orm";
import { elevatedRoleNames, moduleNames, ROOT_USER_NAME, userTypeNames } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import {
  elevatedRoles,
  roleModuleAccesses,
  roles,
  tenants,
  userProfiles,
  userTypes,
  users,
} from "../db/schema.js";
import { generatePassword, hashPassword } from "../modules/auth/passwords.js";

export const PROVIDER_TENANT_NAME = "Rights Desk";
export const SYSTEM_ROLE_NAME = "System Administrator";

export interface SeedResult {
  rootCreated: boolean;
  /** Set only when the root user was created with a generated password: shown once. */
  generatedPassword?: string;
}

/** First start: the catalogue rows every install needs and the root user. Safe to run on every start. */
export async function seedDatabase(
  db: Db,
  options: { adminPassword: string | undefined },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx
      .insert(userTypes)
      .values(userTypeNames.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(elevatedRoles)
      .values(elevatedRoleNames.map((name) => ({ name })))
      .onConflictDoNothing();

    const existingRoot = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = ${ROOT_USER_NAME}`);
    if (existingRoot.length > 0) return { rootCreated: false };

    const [tenant] = await tx
      .insert(tenants)
      .values({ name: PROVIDER_TENANT_NAME, isProvider: true })
      .onConflictDoUpdate({ target: tenants.name, set: { isProvider: true } })
      .returning({ id: tenants.id });
    const [platformType] = await tx.select().from(userTypes).where(eq(userTypes.name, "PLATFORM USER"));
    const [adminSystem] = await tx.select().from(elevatedRoles).where(eq(elevatedRoles.name, "admin system"));
    if (!tenant || !platformType || !adminSystem) throw new Error("Seeding failed: base rows are missing.");

    const [role] = await tx
      .insert(roles)
      .values({ tenantId: tenant.id, name: SYSTEM_ROLE_NAME, description: "Every right on every module." })
      .returning({ id: roles.id });
    if (!role) throw new Error("Seeding failed: the system role was not created.");
    await tx.insert(roleModuleAccesses).values(
      moduleNames.map((module) => ({
        roleId: role.id,
        module,
        canRead: true,
        canWrite: true,
        canDelete: true,
      })),
    );

    const generatedPassword = options.adminPassword ? undefined : generatePassword();
    const password = options.adminPassword ?? generatedPassword ?? "";
    const [root] = await tx
      .insert(users)
      .values({
        userName: ROOT_USER_NAME,
        passwordHash: await hashPassword(password),
        firstName: "System",
        lastName: "Administrator",
        email: "sysadmin@rightsdesk.local",
        tenantId: tenant.id,
        userTypeId: platformType.id,
        mustChangePassword: generatedPassword !== undefined,
      })
      .returning({ id: users.id });
    if (!root) throw new Error("Seeding failed: the root user was not created.");
    await tx.insert(userProfiles).values({
      userId: root.id,
      tenantId: tenant.id,
      roleId: role.id,
      elevatedRoleId: adminSystem.id,
      isDefault: true,
    });
    return generatedPassword ? { rootCreated: true, generatedPassword } : { rootCreated: true };
  });
}
