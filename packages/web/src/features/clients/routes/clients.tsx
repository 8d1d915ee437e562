import { canAccessModule, type Tenant } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { config } from "../../../config";
import { usePermission } from "../../../lib/permission";
import { prefetchQueries } from "../../../lib/prefetch-queries";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { BuildingIcon, PlusIcon } from "../../../ui/icons";
import { Notice } from "../../../ui/notice";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { TitledCard } from "../../../ui/titled-card";
import { actingClientQueryOptions, useActingClient } from "../api/get-acting-client";
import { clientsQueryOptions, useClients } from "../api/list-clients";
import { ClientDialog } from "../components/client-dialog";
import { ClientList } from "../components/client-list";

export function loader(queryClient: QueryClient) {
  return () =>
    prefetchQueries(
      queryClient.ensureQueryData(clientsQueryOptions()),
      queryClient.ensureQueryData(actingClientQueryOptions()),
    );
}

/** The dialog open on the screen: adding a client, or renaming one. */
type Editing = { client: Tenant | null } | null;

/**
 * /admin/clients: the clients whose records are kept apart. Only the provider's own profiles add
 * or rename them (the server refuses anyone else), so the buttons show for those alone.
 */
export function Component() {
  const clients = useClients();
  const acting = useActingClient();
  const { data: permission } = usePermission();
  const [editing, setEditing] = useState<Editing>(null);
  const isProvider = acting.data?.canSwitch ?? false;
  const canWrite = isProvider && canAccessModule(permission, "Admin", "write");

  return (
    <>
      <title>{`Clients · ${config.productName}`}</title>
      <TitledCard
        titleId="clients-title"
        title="Clients"
        description="Each client's records, roles and users are kept apart from every other client's."
        action={
          canWrite && (
            <Button onClick={() => setEditing({ client: null })}>
              <PlusIcon className="size-4" />
              Add client
            </Button>
          )
        }
        className="max-w-3xl"
      >
        {acting.isSuccess && !isProvider && (
          <Notice tone="info" className="m-5 sm:mx-6">
            Only the provider&apos;s own administrators add or rename clients.
          </Notice>
        )}
        <QueryView
          query={clients}
          loading={
            <LoadingBars label="Loading the clients…" bars={["h-5 w-1/2", "h-5 w-2/3", "h-5 w-1/3"]} />
          }
          errorTitle="The clients could not be loaded"
          errorClassName="p-5 sm:px-6"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState icon={<BuildingIcon className="size-5" />} title="No clients yet">
              Add one to keep its records apart.
            </EmptyState>
          }
        >
          {(data) => (
            <ClientList
              clients={data}
              actingId={acting.data?.client.id}
              onRename={canWrite ? (client) => setEditing({ client }) : undefined}
            />
          )}
        </QueryView>
      </TitledCard>
      {editing && <ClientDialog client={editing.client} onClose={() => setEditing(null)} />}
    </>
  );
}
