import { eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  ErrorBodySchema,
  RoleRecordSchema,
  UserDetailSchema,
  type AuditEntry,
  type ErrorBody,
  type ModuleName,
  type RoleRecord,
  type UserDetail,
} from "@rightsdesk/domain";
import { users } from "../db/schema.js";
import type { TestApp } from "./test-app.js";

export const NEW_USER_PASSWORD = "Fresh-Pass-123";

type Rights = "r" | "rw" | "rwd";

/** An HTTP call as the given user: status and parsed body. */
export async function call(
  t: TestApp,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await t.call({ method, path, token, ...(body === undefined ? {} : { body }) });
  return { status: response.statusCode, body: response.body === "" ? undefined : response.json() };
}

/** Asserts an error answer and returns its body. */
export function expectError(answer: { status: number; body: unknown }, status: number, errorType: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = ErrorBodySchema.parse(answer.body);
  expect(body.errorType).toBe(errorType);
  return body;
}

/** An answer straight from the app (`t.call`). */
export interface AppResponse {
  statusCode: number;
  json(): unknown;
}

/** Asserts an error answer straight from the app and returns its body. */
export function expectErrorResponse(
  response: AppResponse,
  status: number,
  expected: { errorType?: string; errorCode?: number },
): ErrorBody {
  expect(response.statusCode).toBe(status);
  const body = ErrorBodySchema.parse(response.json());
  expect(body).toMatchObject(expected);
  return body;
}

export function expectOk(answer: { status: number; body: unknown }): unknown {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export async function createRole(
  t: TestApp,
  token: string,
  name: string,
  modules: Partial<Record<ModuleName, Rights>>,
): Promise<RoleRecord> {
  const moduleAccesses = Object.entries(modules).map(([module, rights]) => ({
    name: module,
    accessPermission: { canRead: true, canWrite: rights !== "r", canDelete: rights === "rwd" },
  }));
  return RoleRecordSchema.parse(
    expectOk(await call(t, token, "POST", "/User/Role/Mutate", { name, moduleAccesses })),
  );
}

export async function createUser(
  t: TestApp,
  token: string,
  options: { userName: string; roleId: number; elevatedRoleName?: string; userType?: string },
): Promise<UserDetail> {
  const answer = await call(t, token, "POST", "/User/Mutate", {
    userName: options.userName,
    firstName: "Test",
    lastName: options.userName,
    email: `${options.userName}@example.com`,
    userType: options.userType ?? "AD AGENCY USER",
    password: NEW_USER_PASSWORD,
    profiles: [{ roleId: options.roleId, elevatedRoleName: options.elevatedRoleName ?? null }],
  });
  return UserDetailSchema.parse(expectOk(answer));
}

/** Test setup only: lets a created user work without first changing the administrator's password. */
export async function skipPasswordChange(t: TestApp, userId: number): Promise<void> {
  await t.database.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, userId));
}

/** A user with the given role, signed in and past the first-password step. */
export async function signedInUser(
  t: TestApp,
  adminToken: string,
  options: { userName: string; roleId: number; elevatedRoleName?: string },
): Promise<{ user: UserDetail; token: string }> {
  const user = await createUser(t, adminToken, options);
  await skipPasswordChange(t, user.id);
  const { token } = await t.signIn(options.userName, NEW_USER_PASSWORD);
  return { user, token };
}

export async function auditEntries(t: TestApp, token: string, action: string): Promise<AuditEntry[]> {
  const body = expectOk(
    await call(t, token, "POST", "/User/AuditLog/GetBy", {
      filters: [{ property: "action", operator: "eq", value: action }],
      pageSize: 500,
    }),
  ) as { records: AuditEntry[] };
  return body.records;
}

export async function systemRole(t: TestApp, token: string): Promise<RoleRecord> {
  const roles = expectOk(await call(t, token, "POST", "/User/Role/GetAll", {})) as RoleRecord[];
  const role = roles.find((entry) => entry.name === "System Administrator");
  if (!role) throw new Error("The seeded system role is missing.");
  return role;
}
