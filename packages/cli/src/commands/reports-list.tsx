import { renderToString } from "ink";
import { DEFAULT_REPORT_WITHIN_DAYS } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { Table, type TableColumn } from "../ui/table.js";

type CatalogueEntry = { key: string; name: string; description: string; window: "window" | "none" };

const columns: readonly TableColumn<CatalogueEntry>[] = [
  { header: "Key", value: (r) => r.key },
  { header: "Name", value: (r) => r.name },
  {
    header: "Window",
    value: (r) => (r.window === "window" ? `next ${DEFAULT_REPORT_WITHIN_DAYS} days (--within)` : "none"),
  },
  { header: "What it lists", value: (r) => r.description },
];

/** `rightsdesk reports list`: the reports the caller may run. */
export async function reportsList(options: { format: "table" | "json" }, io: CliIo): Promise<void> {
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const { records } = await api.listReportTypes();
  if (options.format === "json") {
    io.stdout.write(`${JSON.stringify(records, null, 2)}\n`);
    return;
  }
  const view = <Table columns={columns} rows={records} empty="You may run no reports." />;
  io.stdout.write(`${renderToString(view, { columns: 250 })}\n`);
}
