import { zodResolver } from "@hookform/resolvers/zod";
import { isApiError } from "@rightsdesk/api-client";
import type { PersonCreateRequest, PersonDuplicate, SectionField } from "@rightsdesk/domain";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../app/paths";
import { describeError } from "../../../../lib/describe-error";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { Alert } from "../../../../ui/alert";
import { Button, buttonClassName } from "../../../../ui/button";
import { Card } from "../../../../ui/card";
import { CheckboxField } from "../../../../ui/checkbox-field";
import { FormSection } from "../../../../ui/form-section";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { useCreatePerson } from "../../api/create-person";
import { findPersonDuplicates } from "../../api/find-person-duplicates";
import {
  AddPersonFormSchema,
  addPersonDefaults,
  addPersonFieldErrors,
  firstAddressFields,
  type AddPersonFormValues,
} from "../../lib/add-person-form";
import { PersonFields } from "../person-fields";
import { DuplicateWarning } from "./duplicate-warning";

/** A field of the first address, from the domain's Address section (selects and text lines). */
function AddressFieldControl({
  field,
  register,
  errors,
}: {
  field: SectionField;
  register: UseFormRegister<AddPersonFormValues>;
  errors: FieldErrors<AddPersonFormValues>;
}) {
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

/**
 * A new person: names, kinds (at least one, several allowed), gender, birth date, contact,
 * casting facts and optionally a first address. Before saving, people with the same name and
 * birth date or the same e-mail are shown; "Save anyway" sends the same person with
 * `confirmDuplicate`. Then the person's page.
 */
export function AddPersonForm() {
  const create = useCreatePerson();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [warning, setWarning] = useState<{ identity: string; duplicates: readonly PersonDuplicate[] } | null>(
    null,
  );
  const [checking, setChecking] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useForm<AddPersonFormValues, unknown, PersonCreateRequest>({
    resolver: zodResolver(AddPersonFormSchema),
    defaultValues: addPersonDefaults(),
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const clearDirty = useUnsavedChanges("add-person", isDirty);
  const hasAddress = useWatch({ control, name: "hasAddress" });
  const identity = JSON.stringify(useWatch({ control, name: ["personName", "dateOfBirth", "email"] }));
  // A warning is about the name, birth date and e-mail it was asked for: a change asks again.
  const duplicates = warning?.identity === identity ? warning.duplicates : null;
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const checkDuplicates = (body: PersonCreateRequest) =>
    findPersonDuplicates({ personName: body.personName, dateOfBirth: body.dateOfBirth, email: body.email });

  const submit = (confirmDuplicate: boolean) =>
    handleSubmit(async (body) => {
      setFailure(null);
      try {
        if (!confirmDuplicate) {
          setChecking(true);
          const found = await checkDuplicates(body).finally(() => setChecking(false));
          if (found.length > 0) {
            setWarning({ identity, duplicates: found });
            return;
          }
        }
        const created = await create.mutateAsync({ ...body, confirmDuplicate });
        clearDirty();
        toast.success(`${created.fullName} was added.`);
        await navigate(paths.app.person.getHref(created.id), { replace: true });
      } catch (error) {
        // Someone added the same person since the check: show who, and ask again.
        if (isApiError(error) && error.type === "DuplicateName" && !confirmDuplicate) {
          const found = await checkDuplicates(body).catch(() => []);
          if (found.length > 0) {
            setWarning({ identity, duplicates: found });
            return;
          }
        }
        const fieldErrors = addPersonFieldErrors(error);
        for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
        const [first] = fieldErrors;
        if (first) setFocus(first.field);
        else setFailure(describeError(error, "The person could not be added."));
      }
    });
  const onSubmit = submit(false);

  const saving = isSubmitting || create.isPending || checking;
  return (
    <Card>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Add person">
          {failure && (
            <div className="px-5 pt-5 sm:px-6">
              <Alert ref={failureRef} title="The person was not added">
                {failure}
              </Alert>
            </div>
          )}
          <PersonFields />
          <FormSection
            title="First address"
            description="Optional. More addresses, phones and the rest are added on the person's page."
          >
            <CheckboxField label="Add an address now" className="sm:col-span-2" {...register("hasAddress")} />
            {hasAddress &&
              firstAddressFields.map((field) => (
                <AddressFieldControl key={field.name} field={field} register={register} errors={errors} />
              ))}
          </FormSection>
          {duplicates && (
            <div className="border-t border-slate-200 px-5 py-5 sm:px-6">
              <DuplicateWarning
                duplicates={duplicates}
                saving={saving}
                onSaveAnyway={() => void submit(true)()}
                onKeepEditing={() => {
                  setWarning(null);
                  setFocus("personName.firstName");
                }}
              />
            </div>
          )}
          <div className="flex justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
            <Link to={paths.app.people.all.getHref()} className={buttonClassName("secondary")}>
              Cancel
            </Link>
            <Button
              type="submit"
              busy={saving && !duplicates}
              disabled={duplicates !== null}
              busyLabel={checking ? "Checking…" : "Adding…"}
            >
              Add person
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}
