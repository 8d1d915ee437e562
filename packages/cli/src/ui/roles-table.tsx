import type { RoleRecord } from "@rightsdesk/domain";
import { Table, tableColumns } from "./table.js";

/** A module's rights in short: r, rw, rwd (or "-" for none). */
export function rightsLetters(flags: { canRead: boolean; canWrite: boolean; canDelete: boolean }): string {
  const letters = `${flags.canRead ? "r" : ""}${flags.canWrite ? "w" : ""}${flags.canDelete ? "d" : ""}`;
  return letters || "-";
}

/** Each module a role grants, with its rights: "Admin rwd, Company r". */
export function describeModules(role: RoleRecord): string {
  const granted = role.moduleAccesses.filter((access) => rightsLetters(access.accessPermission) !== "-");
  return (
    granted.map((access) => `${access.name} ${rightsLetters(access.accessPermission)}`).join(", ") || "none"
  );
}

const columns = tableColumns<RoleRecord>({
  Id: "id",
  Role: "name",
  Users: "userCount",
  Modules: describeModules,
});

export function RolesTable({ roles }: { roles: readonly RoleRecord[] }) {
  return <Table columns={columns} rows={roles} empty="No roles yet." />;
}
