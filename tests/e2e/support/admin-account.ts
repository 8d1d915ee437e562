/** The root account the e2e server is seeded with (RIGHTSDESK_ADMIN_PASSWORD). */
export const adminAccount = {
  userName: "sysadmin",
  password: "E2e-Admin-Pass-1",
} as const;
