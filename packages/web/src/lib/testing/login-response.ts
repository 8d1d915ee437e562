import type { LoginResponse } from "@rightsdesk/domain";

const profile = {
  tenantId: 1,
  tenantName: "Rights Desk",
  roleName: "System Administrator",
  elevatedRoleName: "admin system",
  userTypeName: "PLATFORM USER",
  isDefault: true,
  advertiserIds: [] as number[],
};

/** What POST /User/Login answers, for tests. */
export function loginResponse(
  options: {
    profileIds?: number[];
    tokenExpiryDate?: string;
    token?: string;
    refreshToken?: string;
    passwordChangeRequired?: boolean;
  } = {},
): LoginResponse {
  return {
    userAuthInfo: {
      token: options.token ?? "access-1",
      refreshToken: options.refreshToken ?? "refresh-1",
      tokenExpiryDate: options.tokenExpiryDate ?? "2030-01-01T10:15:00.000Z",
      refreshTokenExpiryDate: "2030-01-08T10:00:00.000Z",
      sessionToken: "session-1",
      userProfiles: (options.profileIds ?? [4]).map((id) => ({ ...profile, id, isDefault: id === 4 })),
      passwordChangeRequired: options.passwordChangeRequired ?? false,
    },
    userInfo: {
      userId: 7,
      userName: "ada",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      tenantId: 1,
      isProviderClient: false,
    },
  };
}
