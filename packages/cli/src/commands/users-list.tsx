import { renderToString } from "ink";
import { userListFields, type UserSummary } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { toCsv } from "../ui/to-csv.js";
import { UsersTable } from "../ui/users-table.js";
import { buildListQuery, type ListQueryOptions } from "./list-query-options.js";

export type ListFormat = "table" | "csv" | "json";

const csvColumns: readonly { header: string; value: (user: UserSummary) => unknown }[] = [
  { header: "id", value: (user) => user.id },
  { header: "userName", value: (user) => user.userName },
  { header: "firstName", value: (user) => user.firstName },
  { header: "lastName", value: (user) => user.lastName },
  { header: "email", value: (user) => user.email },
  { header: "userType", value: (user) => user.userType },
  { header: "status", value: (user) => user.status },
  { header: "mfaEnabled", value: (user) => user.mfaEnabled },
  { header: "lastSignInAt", value: (user) => user.lastSignInAt ?? "" },
  { header: "createdAt", value: (user) => user.createdAt },
];

/** `rightsdesk users list`: one page of users, filtered and sorted as asked. */
export async function usersList(
  options: ListQueryOptions & { format: ListFormat },
  io: CliIo,
): Promise<void> {
  const query = buildListQuery(options, userListFields);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const page = await api.listUsers({ body: query });
  if (options.format === "json") {
    io.stdout.write(`${JSON.stringify(page, null, 2)}\n`);
  } else if (options.format === "csv") {
    io.stdout.write(toCsv(page.records, csvColumns));
  } else {
    const view = (
      <UsersTable
        users={page.records}
        totalRecords={page.totalRecords}
        pageNumber={query.pageNumber}
        pageSize={query.pageSize}
      />
    );
    io.stdout.write(`${renderToString(view, { columns: 200 })}\n`);
  }
}
