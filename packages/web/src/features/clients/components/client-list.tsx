import type { Tenant } from "@rightsdesk/domain";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";

/** The clients, one row each: its name, the provider's badge, the acting one marked, and rename. */
export function ClientList({
  clients,
  actingId,
  onRename,
}: {
  clients: readonly Tenant[];
  actingId: number | undefined;
  /** Absent when the caller may not rename clients. */
  onRename?: ((client: Tenant) => void) | undefined;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {clients.map((client) => (
        <li
          key={client.id}
          aria-label={client.name}
          className="flex flex-wrap items-center justify-between gap-3 px-5 py-3.5 sm:px-6"
        >
          <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
            <span className="truncate">{client.name}</span>
            {client.isProvider && <Badge tone="indigo">Provider</Badge>}
            {client.id === actingId && <Badge tone="green">Acting for</Badge>}
          </p>
          {onRename && (
            <Button variant="secondary" onClick={() => onRename(client)} aria-label={`Rename ${client.name}`}>
              Rename
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
