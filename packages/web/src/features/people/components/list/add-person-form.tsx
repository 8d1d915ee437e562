import { zodResolver } from "@hookform/resolvers/zod";
import { isApiError } from "@rightsdesk/api-client";
import type { PersonCreateRequest, PersonDuplicate } from "@rightsdesk/domain";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../routing/paths";
import { describeError } from "../../../../lib/describe-error";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { AddRecordForm, FirstAddressSection } from "../../../../ui/records/add-record-form";
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
  const form = useForm<AddPersonFormValues, unknown, PersonCreateRequest>({
    resolver: zodResolver(AddPersonFormSchema),
    defaultValues: addPersonDefaults(),
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { isDirty, isSubmitting },
  } = form;
  const clearDirty = useUnsavedChanges("add-person", isDirty);
  const identity = JSON.stringify(useWatch({ control, name: ["personName", "dateOfBirth", "email"] }));
  // A warning is about the name, birth date and e-mail it was asked for: a change asks again.
  const duplicates = warning?.identity === identity ? warning.duplicates : null;

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
    <FormProvider {...form}>
      <AddRecordForm
        label="Add person"
        onSubmit={onSubmit}
        failure={failure}
        failureTitle="The person was not added"
        cancelHref={paths.app.people.all.getHref()}
        busy={saving && !duplicates}
        disabled={duplicates !== null}
        busyLabel={checking ? "Checking…" : "Adding…"}
      >
        <PersonFields />
        <FirstAddressSection
          fields={firstAddressFields}
          description="Optional. More addresses, phones and the rest are added on the person's page."
        />
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
      </AddRecordForm>
    </FormProvider>
  );
}
