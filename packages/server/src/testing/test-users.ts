import { eq } from "drizzle-orm";
import { moduleNames, type AccessPermission, type ModuleName } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { roleModuleAccesses, roles, tenants, userProfiles, userTypes, users } from "../db/schema.js";
import { hashPassword } from "../modules/auth/passwords.js";

export const TEST_USER_PASSWORD = "Plain-Test-Pass-42";

export const FULL: AccessPermission = { canRead: true, canWrite: true, canDelete: true };
export const READ_ONLY: AccessPermission = { canRead: true, canWrite: false, canDelete: false };

/** Every module with every right, except the ones given otherwise (`null` leaves a module out). */
export function rightsExcept(
  overrides: Partial<Record<ModuleName, AccessPermission | null>> = {},
): Partial<Record<ModuleName, AccessPermission>> {
  const rights: Partial<Record<ModuleName, AccessPermission>> = {};
  for (const module of moduleNames) {
    const override = overrides[module];
    if (override === null) continue;
    rights[module] = override ?? FULL;
  }
  return rights;
}

let sharedHash: Promise<string> | undefined;

export interface TestUserOptions {
  userName: string;
  modules?: Partial<Record<ModuleName, AccessPermission>>;
  email?: string;
  mustChangePassword?: boolean;
}

/**
 * A user with a role of their own in the provider's tenant, written straight into the database
 * (password TEST_USER_PASSWORD), so access tests do not depend on the admin endpoints.
 */
export async function createTestUser(db: Db, options: TestUserOptions): Promise<{ userId: number }> {
  sharedHash ??= hashPassword(TEST_USER_PASSWORD);
  const [tenant] = await db.select().from(tenants).where(eq(tenants.isProvider, true)).limit(1);
  const [userType] = await db.select().from(userTypes).where(eq(userTypes.name, "PLATFORM USER"));
  if (!tenant || !userType) throw new Error("The test database is not seeded.");
  const [role] = await db
    .insert(roles)
    .values({ tenantId: tenant.id, name: `role of ${options.userName}` })
    .returning({ id: roles.id });
  if (!role) throw new Error("The role was not created.");
  const grants = Object.entries(options.modules ?? {});
  if (grants.length > 0) {
    await db
      .insert(roleModuleAccesses)
      .values(grants.map(([module, rights]) => ({ roleId: role.id, module, ...rights })));
  }
  const [user] = await db
    .insert(users)
    .values({
      userName: options.userName,
      passwordHash: await sharedHash,
      firstName: "Test",
      lastName: options.userName,
      email: options.email ?? `${options.userName}@example.com`,
      tenantId: tenant.id,
      userTypeId: userType.id,
      mustChangePassword: options.mustChangePassword ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("The user was not created.");
  await db
    .insert(userProfiles)
    .values({ userId: user.id, tenantId: tenant.id, roleId: role.id, isDefault: true });
  return { userId: user.id };
}
