import { createApiClient, type ApiClient } from "@rightsdesk/api-client";
import type { LoginResponse, UserDetail } from "@rightsdesk/domain";
import { adminAccount } from "./admin-account.js";

/** The typed API client, as a signed-in user (or nobody) of the server at `baseURL`. */
export function apiAs(baseURL: string, token: string | null = null): ApiClient {
  return createApiClient({ baseUrl: baseURL, getContext: () => ({ token }) });
}

export async function signInApi(
  baseURL: string,
  userName: string,
  password: string,
  otp?: string,
): Promise<LoginResponse> {
  return apiAs(baseURL).login({ body: { userName, password, ...(otp ? { otp } : {}) } });
}

/** The root account, accepting the terms once so its journeys land on the dashboard. */
export async function acceptAdminTerms(baseURL: string): Promise<void> {
  const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
  const api = apiAs(baseURL, userAuthInfo.token);
  await api.acceptTermsAndConditions();
  await api.logout();
}

let sequence = 0;

/** A user name no earlier run or test has used. */
export function uniqueUserName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}

export interface NewUser {
  userName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  detail: UserDetail;
}

/**
 * A user an administrator creates: their first password is the administrator's, so sign-in asks
 * them to change it, and they have not accepted the terms. `modules` names the modules their own
 * role may read (every module by default); `profiles` gives them that many profiles.
 */
export async function createUser(
  baseURL: string,
  options: { prefix: string; modules?: string[]; profiles?: number },
): Promise<NewUser> {
  const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
  const admin = apiAs(baseURL, userAuthInfo.token);
  const userName = uniqueUserName(options.prefix);
  const roles = [];
  for (let index = 0; index < (options.profiles ?? 1); index += 1) {
    roles.push(
      await admin.mutateRole({
        body: {
          name: `${userName} role ${index + 1}`,
          description: "Made by an end-to-end test.",
          moduleAccesses: (options.modules ?? ["Dashboard", "Asset", "Company", "People", "Reports"]).map(
            (name) => ({
              name,
              accessPermission: { canRead: true, canWrite: true, canDelete: false },
              itemAccesses: [],
            }),
          ),
        },
      }),
    );
  }
  const user = {
    userName,
    email: `${userName}@example.com`,
    password: `Temporary-${crypto.randomUUID().slice(0, 8)}`,
    firstName: "Grace",
    lastName: "Hopper",
  };
  const detail = await admin.mutateUser({
    body: {
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userType: "PLATFORM USER",
      password: user.password,
      profiles: roles.map((role, index) => ({
        roleId: role.id,
        elevatedRoleName: null,
        isDefault: index === 0,
      })),
    },
  });
  await admin.logout();
  return { ...user, detail };
}

/** Does through the API what a new user's first sign-in asks for: a password of their own, the terms. */
export async function settleUser(baseURL: string, user: NewUser): Promise<NewUser> {
  const { userAuthInfo } = await signInApi(baseURL, user.userName, user.password);
  const api = apiAs(baseURL, userAuthInfo.token);
  const password = `Settled-${crypto.randomUUID().slice(0, 8)}`;
  await api.changePassword({ body: { currentPassword: user.password, newPassword: password } });
  await api.acceptTermsAndConditions();
  await api.logout().catch(() => undefined);
  return { ...user, password };
}
