import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import type { ActingClient, ClientSummary } from "@rightsdesk/domain";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { useActForClient, useActingClient } from "../../features/clients";
import { useConfirmLeave } from "../../lib/unsaved-changes";
import { paths } from "../../routing/paths";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { focusRing } from "../../ui/focus-ring";
import { AlertCircleIcon, BuildingIcon, CheckIcon, ChevronDownIcon } from "../../ui/icons";
import { Skeleton } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";

const label = "Acting for client";

/**
 * The client the session acts for. A profile of the provider's own client chooses among every
 * client; choosing one forgets everything loaded for the last and starts again at the dashboard.
 * Anyone else sees their client's name.
 */
export function ClientPicker() {
  const acting = useActingClient();
  if (acting.isPending) {
    return (
      <div role="status" aria-label="Loading the client…">
        <Skeleton className="h-8 w-28" />
      </div>
    );
  }
  if (acting.isError) {
    return (
      <Button
        variant="ghost"
        onClick={() => void acting.refetch()}
        aria-label="The client could not be loaded. Try again"
        className="px-2 py-1.5 text-red-700"
      >
        <AlertCircleIcon className="size-4" />
        <span className="max-2xl:sr-only">Client unknown</span>
      </Button>
    );
  }
  const { data } = acting;
  if (!data.canSwitch) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <BuildingIcon className="size-4 text-slate-400" aria-hidden="true" />
        <span className="sr-only">Client:</span>
        <span className="max-w-40 truncate font-medium max-2xl:max-w-28">{data.client.name}</span>
      </p>
    );
  }
  return <ClientListbox fallback={data} />;
}

/** Reads the acting client itself, so it re-renders with the new one as soon as a switch lands. */
function ClientListbox({ fallback }: { fallback: ActingClient }) {
  const acting = useActingClient().data ?? fallback;
  const actFor = useActForClient();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const dashboard = paths.app.dashboard.getHref();

  const choose = (client: ClientSummary) => {
    if (client.id === acting.client.id) return;
    confirmLeave(dashboard, () =>
      actFor.mutate(client.id, {
        onSuccess: (now) => {
          toast.success(`Now acting for ${now.client.name}`);
          void navigate(dashboard);
        },
      }),
    );
  };

  return (
    <Field>
      <Label className="sr-only">{label}</Label>
      <Listbox value={acting.client} by="id" onChange={choose} disabled={actFor.isPending}>
        <ListboxButton
          title={acting.client.name}
          className={cx(
            "flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 data-disabled:opacity-60 data-open:bg-slate-50",
            focusRing,
          )}
        >
          <BuildingIcon className="size-4 text-slate-400" />
          {/* The top bar is full below 2xl; the name is still the button's and its tooltip's. */}
          <span className="max-w-40 truncate max-2xl:sr-only">{acting.client.name}</span>
          {actFor.isPending ? (
            <Spinner className="size-4 text-slate-400" />
          ) : (
            <ChevronDownIcon className="size-4 text-slate-400" />
          )}
        </ListboxButton>
        <ListboxOptions
          anchor="bottom end"
          transition
          className="z-40 max-h-80 w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:0.5rem] focus:outline-none data-closed:scale-95 data-closed:opacity-0 data-enter:duration-100 data-enter:ease-out data-leave:duration-75 data-leave:ease-in"
        >
          {acting.clients.map((client) => (
            <ListboxOption
              key={client.id}
              value={client}
              className="group flex cursor-default items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-700 select-none data-focus:bg-indigo-50 data-focus:text-indigo-900 data-selected:font-medium"
            >
              <CheckIcon className="invisible size-4 shrink-0 text-indigo-600 group-data-selected:visible" />
              <span className="min-w-0 flex-1 truncate">{client.name}</span>
              {client.isProvider && <span className="text-xs font-medium text-slate-500">Provider</span>}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
