import { zodResolver } from "@hookform/resolvers/zod";
import { RenewalAskRequestSchema, type RenewalSubject } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { bindField } from "../../../ui/bind-field";
import { CheckboxGroupField } from "../../../ui/checkbox-group-field";
import { FormDialog, useFormDialogSubmit } from "../../../ui/form-dialog";
import { QueryLoadError } from "../../../ui/load-error";
import { LoadingBars } from "../../../ui/query-view";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import { todoOwnersQueryOptions, useAskRenewalDecisions, type AskRenewalsInput } from "../api/renewals";

const AskFieldsSchema = z.object({ userIds: z.array(z.string()), dueDate: z.string(), note: z.string() });
type AskFormValues = z.infer<typeof AskFieldsSchema>;

/** The form checked by the call's own rules (someone to ask, a due date, a short note). */
const AskFormSchema = AskFieldsSchema.transform((values, ctx) => {
  const checked = RenewalAskRequestSchema.omit({ subjects: true }).safeParse({
    userIds: values.userIds.map(Number),
    dueDate: values.dueDate,
    note: values.note.trim() === "" ? null : values.note.trim(),
  });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const [field] = issue.path;
    const message = field === "dueDate" ? "Enter the day the decision is due." : issue.message;
    ctx.addIssue({ code: "custom", path: [typeof field === "string" ? field : "userIds"], message });
  }
  return z.NEVER;
});

const askFields = ["userIds", "dueDate", "note"] as const;

/**
 * Asks people to decide on the chosen payments: each person named gets an e-mail and a to-do in
 * their alerts, due on the day given. Nothing is decided yet.
 */
export function AskDialog({
  subjects,
  onClose,
  onAsked,
}: {
  subjects: RenewalSubject[];
  onClose: () => void;
  onAsked: () => void;
}) {
  const owners = useQuery(todoOwnersQueryOptions());
  const ask = useAskRenewalDecisions();
  const form = useForm<AskFormValues, unknown, Omit<AskRenewalsInput, "subjects">>({
    resolver: zodResolver(AskFormSchema),
    defaultValues: { userIds: [], dueDate: "", note: "" },
  });
  const field = bindField(form);
  const { onSubmit, problem } = useFormDialogSubmit({
    form,
    serverErrors: (error) => serverFieldErrors(error, askFields),
    save: async (body) => {
      const answer = await ask.mutateAsync({ ...body, subjects });
      return `Asked ${answer.asked.map((person) => person.name).join(", ")}.`;
    },
    failureText: "Nobody could be asked.",
    onClose: onAsked,
  });
  return (
    <FormDialog
      title="Ask someone to decide"
      description={`Each person gets an e-mail and a to-do about ${subjects.length} ${subjects.length === 1 ? "item" : "items"}.`}
      formId="ask-renewal-form"
      submitLabel="Ask"
      busyLabel="Asking…"
      saving={form.formState.isSubmitting || ask.isPending}
      problem={problem}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="space-y-4">
        {owners.isPending ? (
          <LoadingBars
            label="Loading the people to ask…"
            bars={["h-4 w-1/2", "h-4 w-2/3"]}
            className="space-y-2"
          />
        ) : owners.error ? (
          <QueryLoadError
            query={owners}
            title="The people to ask could not be loaded"
            className="space-y-2"
          />
        ) : (
          <Controller
            control={form.control}
            name="userIds"
            render={({ field: chosen, fieldState }) => (
              <CheckboxGroupField
                label="Who to ask"
                className="max-h-48 overflow-y-auto"
                options={(owners.data?.records ?? []).map((owner) => ({
                  value: String(owner.id),
                  label: owner.name,
                }))}
                value={chosen.value}
                onChange={chosen.onChange}
                onBlur={chosen.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <TextField label="Decide by" type="date" {...field("dueDate")} />
        <TextareaField label="Note (optional)" rows={2} {...field("note")} />
      </div>
    </FormDialog>
  );
}
