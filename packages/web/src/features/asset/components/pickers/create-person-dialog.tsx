import { zodResolver } from "@hookform/resolvers/zod";
import { isApiError } from "@rightsdesk/api-client";
import {
  PersonCreateRequestSchema,
  codeLabel,
  type PersonCreateRequest,
  type PersonKind,
} from "@rightsdesk/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { bindField } from "../../../../ui/bind-field";
import { CheckboxField } from "../../../../ui/checkbox-field";
import type { PickedRecord } from "../../../../ui/records/reference-picker";
import { TextField } from "../../../../ui/text-field";
import { useCreatePerson } from "../../../people";
import { NestedCreateDialog } from "./nested-create-dialog";

const nameFields = ["personName.firstName", "personName.lastName"] as const;

/** "Ada Lovelace King" → first "Ada Lovelace", last "King": a guess the user can correct. */
export function splitTypedName(typed: string): { firstName: string; lastName: string } {
  const words = typed.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1) ?? "" };
}

/**
 * The fewest facts the server needs for a new person (first and last name, and their kind), from
 * a picker that found nobody; the new person is handed back to be picked. A possible duplicate is
 * said, and can be confirmed as someone else.
 */
export function CreatePersonDialog({
  typedName,
  kinds,
  onCreated,
  onClose,
}: {
  typedName: string;
  kinds: readonly PersonKind[];
  onCreated: (person: PickedRecord) => void;
  onClose: () => void;
}) {
  const create = useCreatePerson();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [duplicate, setDuplicate] = useState(false);
  const form = useForm<PersonCreateRequest>({
    resolver: zodResolver(PersonCreateRequestSchema),
    mode: "onTouched",
    defaultValues: { personName: splitTypedName(typedName), kinds: [...kinds], confirmDuplicate: false },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const person = await create.mutateAsync(body);
      toast.success(`${person.fullName} was created.`);
      onCreated({ id: person.id, name: person.fullName });
    } catch (error) {
      if (isApiError(error) && error.type === "DuplicateName") setDuplicate(true);
      const fieldErrors = serverFieldErrors(error, nameFields);
      for (const { field: name, message } of fieldErrors) form.setError(name, { type: "server", message });
      setProblem(explainSaveProblem(error, fieldErrors.length, "The person could not be created."));
    }
  });
  const kindWords = kinds.map((kind) => codeLabel(kind).toLowerCase()).join(" and ");
  return (
    <NestedCreateDialog
      noun="person"
      description={`Added as ${kindWords}; the rest of their profile can be filled in on their page.`}
      saving={form.formState.isSubmitting || create.isPending}
      problem={problem}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="off" autoFocus {...field("personName.firstName")} />
        <TextField label="Last name" autoComplete="off" {...field("personName.lastName")} />
      </div>
      {duplicate && (
        <CheckboxField
          label="It is someone else: create them anyway"
          {...form.register("confirmDuplicate")}
        />
      )}
    </NestedCreateDialog>
  );
}
