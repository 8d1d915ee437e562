import { AlertActionSchema, formatDisplayDate, type Alert } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";

export const alertMarkChoices = ["renew", "release", "done"] as const;

function describe(alert: Alert): string {
  const state = alert.mark
    ? `${alert.state} by ${alert.mark.by.name} at ${alert.mark.at}${alert.mark.note ? ` (${alert.mark.note})` : ""}`
    : alert.state;
  return `${alert.title}, due ${formatDisplayDate(alert.dueDate)}: ${state}.\n`;
}

/** `rightsdesk alerts mark KEY renew|release|done`: what was done about an alert, with who and when. */
export async function alertsMark(
  key: string,
  action: string,
  options: { note?: string },
  io: CliIo,
): Promise<void> {
  const parsed = AlertActionSchema.safeParse(action.trim().toUpperCase());
  if (!parsed.success) throw new CliError(`Mark an alert renew, release or done (got "${action}").`, 2);
  if (key.trim() === "") throw new CliError("Name the alert by its key (see alerts list).", 2);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const alert = await api.markAlert({
    body: {
      key: key.trim(),
      action: parsed.data,
      ...(options.note === undefined ? {} : { note: options.note }),
    },
  });
  io.stdout.write(describe(alert));
}

/** `rightsdesk alerts unmark KEY`: opens a marked alert again. */
export async function alertsUnmark(key: string, io: CliIo): Promise<void> {
  if (key.trim() === "") throw new CliError("Name the alert by its key (see alerts list).", 2);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  io.stdout.write(describe(await api.unmarkAlert({ body: { key: key.trim() } })));
}
