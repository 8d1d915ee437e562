import { renderToString } from "ink";
import { userListFields, UserSummarySchema, type UserSummary } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { RecordPageTable } from "../ui/record-page-table.js";
import { csvColumnsOfSchema, toCsv } from "../ui/to-csv.js";
import { usersTable } from "../ui/users-table.js";
import { buildListQuery, type ListQueryOptions } from "./list-query-options.js";

export type ListFormat = "table" | "csv" | "json";

const csvColumns = csvColumnsOfSchema<UserSummary>(UserSummarySchema);

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
      <RecordPageTable
        {...usersTable}
        records={page.records}
        totalRecords={page.totalRecords}
        page={{ number: query.pageNumber, size: query.pageSize }}
      />
    );
    io.stdout.write(`${renderToString(view, { columns: 200 })}\n`);
  }
}
