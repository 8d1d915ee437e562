import type { SectionField } from "@rightsdesk/domain";
import { useEffect, useRef, useState, type FormEventHandler, type ReactNode } from "react";
import { useFormContext, useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { describeError } from "../../lib/describe-error";
import { useUnsavedChanges } from "../../lib/unsaved-changes";
import { Alert } from "../alert";
import { Button, buttonClassName } from "../button";
import { Card } from "../card";
import { CheckboxField } from "../checkbox-field";
import { FormSection } from "../form-section";
import { SelectField } from "../select-field";
import { TextField } from "../text-field";
import { formatCatalogueName } from "./record-labels";

export interface AddRecordFormProps {
  /** The form's accessible name, and its submit button: "Add company". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last try failed where no field says it; shown above the fields. */
  failure: string | null;
  failureTitle: string;
  /** The failure takes the focus, so the user starts there. */
  focusFailure?: boolean;
  /** Where Cancel goes: the kind's list. */
  cancelHref: string;
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  /** The fields, and anything between them and the buttons (a duplicate warning, say). */
  children: ReactNode;
}

/** A page's form for a new record: the failure, the kind's fields, then Cancel and "Add …". */
export function AddRecordForm({
  label,
  onSubmit,
  failure,
  failureTitle,
  focusFailure = true,
  cancelHref,
  busy,
  busyLabel = "Adding…",
  disabled,
  children,
}: AddRecordFormProps) {
  const failureRef = useRef<HTMLDivElement>(null);
  // A refusal no field explains is announced, and focused so the user starts there.
  useEffect(() => {
    if (failure && focusFailure) failureRef.current?.focus();
  }, [failure, focusFailure]);
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {failure && (
          <div className="px-5 pt-5 sm:px-6">
            <Alert ref={failureRef} title={failureTitle}>
              {failure}
            </Alert>
          </div>
        )}
        {children}
        <div className="flex justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
          <Link to={cancelHref} className={buttonClassName("secondary")}>
            Cancel
          </Link>
          <Button type="submit" busy={busy} disabled={disabled} busyLabel={busyLabel}>
            {label}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * The submit of an add form: creates the record, says so and opens its page; a refusal goes
 * beside the fields the server names (the first one focused), or above them when none does.
 */
export function useAddRecordSubmit<TValues extends FieldValues, TOut, TRecord>({
  form,
  editName,
  create,
  serverErrors,
  failureText,
  added,
}: {
  form: UseFormReturn<TValues, unknown, TOut>;
  /** Names the form to the 'Discard Changes' guard: "add-company". */
  editName: string;
  create: (body: TOut) => Promise<TRecord>;
  serverErrors: (error: unknown) => { field: Path<TValues>; message: string }[];
  failureText: string;
  /** The toast and the page of the new record. */
  added: (record: TRecord) => { text: string; href: string };
}) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { handleSubmit, setError, setFocus, formState } = form;
  const markSaved = useUnsavedChanges(editName, formState.isDirty);
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const record = await create(body);
      markSaved();
      const { text, href } = added(record);
      toast.success(text);
      await navigate(href, { replace: true });
    } catch (error) {
      const fieldErrors = serverErrors(error);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) setFocus(first.field);
      else setFailure(describeError(error, failureText));
    }
  });
  return { onSubmit, failure, submitting: formState.isSubmitting };
}

type AddressForm = { hasAddress: boolean; address: Record<string, unknown> };

/** A field of the first address, from the domain's Address section (selects and text lines). */
function AddressFieldControl({ field }: { field: SectionField }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddressForm>();
  const error = errors.address?.[field.name]?.message;
  const message = typeof error === "string" ? error : undefined;
  const required = "required" in field && field.required === true;
  const label = required ? field.label : `${field.label} (optional)`;
  if (field.kind === "select") {
    return (
      <SelectField label={label} error={message} {...register(`address.${field.name}`)}>
        <option value="">{required ? `Choose the ${field.label.toLowerCase()}` : "None"}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {formatCatalogueName(option)}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <TextField
      label={label}
      autoComplete="off"
      maxLength={"max" in field ? field.max : undefined}
      className={field.name === "line1" || field.name === "line2" ? "sm:col-span-2" : undefined}
      error={message}
      {...register(`address.${field.name}`)}
    />
  );
}

/** "Add an address now" and, once ticked, the first address's fields (the form's `hasAddress`, `address`). */
export function FirstAddressSection({
  fields,
  description,
}: {
  fields: readonly SectionField[];
  description: string;
}) {
  const { register, control } = useFormContext<AddressForm>();
  const hasAddress = useWatch({ control, name: "hasAddress" });
  return (
    <FormSection title="First address" description={description}>
      <CheckboxField label="Add an address now" className="sm:col-span-2" {...register("hasAddress")} />
      {hasAddress && fields.map((field) => <AddressFieldControl key={field.name} field={field} />)}
    </FormSection>
  );
}
