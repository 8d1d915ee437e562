import { renderToString } from "ink";
import type { RoleRecord } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { describeModules, RolesTable } from "../ui/roles-table.js";
import { csvFieldColumns, toCsv, type CsvColumn } from "../ui/to-csv.js";
import type { ListFormat } from "./users-list.js";

const csvColumns: readonly CsvColumn<RoleRecord>[] = [
  ...csvFieldColumns<RoleRecord>(["id", "name", "description", "tenantId", "userCount"]),
  { header: "modules", value: describeModules },
];

/** `rightsdesk roles list`: every role, its holders and what it grants. */
export async function rolesList(options: { format: ListFormat }, io: CliIo): Promise<void> {
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const roles = await api.listRoles();
  if (options.format === "json") io.stdout.write(`${JSON.stringify(roles, null, 2)}\n`);
  else if (options.format === "csv") io.stdout.write(toCsv(roles, csvColumns));
  else io.stdout.write(`${renderToString(<RolesTable roles={roles} />, { columns: 200 })}\n`);
}
