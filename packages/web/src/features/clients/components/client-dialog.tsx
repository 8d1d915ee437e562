import { zodResolver } from "@hookform/resolvers/zod";
import { TenantMutateRequestSchema, type Tenant } from "@rightsdesk/domain";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { bindField } from "../../../ui/bind-field";
import { ItemFormDialog, useFormDialogSubmit } from "../../../ui/form-dialog";
import { TextField } from "../../../ui/text-field";
import { useSaveClient } from "../api/save-client";

const NameSchema = TenantMutateRequestSchema.pick({ name: true });

/** Adds a client, or renames `client`: its name, unique among the clients. */
export function ClientDialog({ client, onClose }: { client: Tenant | null; onClose: () => void }) {
  const save = useSaveClient();
  const form = useForm<z.input<typeof NameSchema>, unknown, z.output<typeof NameSchema>>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: client?.name ?? "" },
  });
  const field = bindField(form);
  const { onSubmit, problem } = useFormDialogSubmit({
    form,
    serverErrors: (error) => serverFieldErrors(error, ["name"] as const),
    save: async ({ name }) => {
      const saved = await save.mutateAsync(client ? { id: client.id, name } : { name });
      return client ? `Client renamed to ${saved.name}.` : `Client ${saved.name} added.`;
    },
    failureText: "The client could not be saved.",
    onClose,
  });

  return (
    <ItemFormDialog
      noun="client"
      editing={client !== null}
      editTitle={client ? `Rename ${client.name}` : undefined}
      description="Each client's records are kept apart from every other client's."
      label="Client"
      saving={form.formState.isSubmitting || save.isPending}
      onClose={onClose}
      submission={{ problem, onSubmit }}
    >
      <TextField label="Client name" autoFocus autoComplete="off" {...field("name")} />
    </ItemFormDialog>
  );
}
