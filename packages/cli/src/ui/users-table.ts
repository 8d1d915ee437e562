import type { UserSummary } from "@rightsdesk/domain";
import type { RecordTable } from "./record-page-table.js";
import { tableColumns } from "./table.js";

/** Users by name and type, with their status, MFA and last sign-in. */
export const usersTable: RecordTable<UserSummary> = {
  columns: tableColumns<UserSummary>({
    Id: "id",
    "User name": "userName",
    Name: (user) => `${user.firstName} ${user.lastName}`,
    "E-mail": "email",
    Type: "userType",
    Status: "status",
    MFA: (user) => (user.mfaEnabled ? "on" : "off"),
    "Last sign-in": (user) => user.lastSignInAt?.slice(0, 16).replace("T", " ") ?? "never",
  }),
  names: { one: "user", many: "users" },
};
