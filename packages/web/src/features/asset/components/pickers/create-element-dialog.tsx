import { zodResolver } from "@hookform/resolvers/zod";
import {
  ElementCreateRequestSchema,
  codeLabel,
  elementTypes,
  type ElementCreateRequest,
} from "@rightsdesk/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { bindField } from "../../../../ui/bind-field";
import type { PickedRecord } from "../../../../ui/records/reference-picker";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { useCreateElement } from "../../../element";
import { NestedCreateDialog } from "./nested-create-dialog";

const elementFields = ["title", "elementType"] as const;
const chosen = (value: string) => (value === "" ? undefined : value);

/**
 * The fewest facts the server needs for a new element (its title and type), from a picker that
 * found none; the new element is handed back to be picked. The rest is added on its own page.
 */
export function CreateElementDialog({
  typedName,
  onCreated,
  onClose,
}: {
  typedName: string;
  onCreated: (element: PickedRecord) => void;
  onClose: () => void;
}) {
  const create = useCreateElement();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const form = useForm<ElementCreateRequest>({
    resolver: zodResolver(ElementCreateRequestSchema),
    mode: "onTouched",
    defaultValues: { title: typedName },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const element = await create.mutateAsync(body);
      toast.success(`${element.title} was created.`);
      onCreated({ id: element.id, name: element.title });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, elementFields);
      for (const { field: name, message } of fieldErrors) form.setError(name, { type: "server", message });
      setProblem(explainSaveProblem(error, fieldErrors.length, "The element could not be created."));
    }
  });
  return (
    <NestedCreateDialog
      noun="element"
      description="Its licences, vendor and other details can be added on its page."
      saving={form.formState.isSubmitting || create.isPending}
      problem={problem}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField label="Title" autoComplete="off" autoFocus {...field("title")} />
      <SelectField
        label="Element type"
        placeholder="Choose the type"
        options={elementTypes}
        optionLabel={codeLabel}
        {...field("elementType", { setValueAs: chosen })}
      />
    </NestedCreateDialog>
  );
}
