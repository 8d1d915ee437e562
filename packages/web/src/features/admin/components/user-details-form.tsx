import { zodResolver } from "@hookform/resolvers/zod";
import { UserMutateRequestSchema, type UserDetail } from "@rightsdesk/domain";
import { useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "sonner";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { FormActions } from "../../../ui/form-actions";
import { Card, CardHeader } from "../../../ui/card";
import { useMutateUser } from "../api/mutate-user";
import { type SaveProblem } from "../../../lib/save-problem";
import { explainSaveError } from "../lib/form-problem";
import { userMutateFields } from "../lib/user-mutate-fields";
import { placeFieldErrors } from "../../../lib/server-field-errors";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { UserIdentityFields, UserTypeField } from "./user-fields";

type UserFormValues = z.input<typeof UserMutateRequestSchema>;

const editableFields = ["firstName", "lastName", "userName", "email", "userType"] as const;

/** Names, user name, e-mail and type; saved with the version loaded, so a stale edit is refused. */
export function UserDetailsForm({
  user,
  canWrite,
  onReload,
}: {
  user: UserDetail;
  canWrite: boolean;
  /** Loads the latest version and starts the form again from it. */
  onReload: () => Promise<unknown>;
}) {
  const mutateUser = useMutateUser();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const values = useMemo((): UserFormValues => userMutateFields(user), [user]);
  const form = useForm({
    resolver: zodResolver(UserMutateRequestSchema),
    values,
    // A newer version from the server (after blocking, say) keeps what the user is typing.
    resetOptions: { keepDirtyValues: true },
  });
  const { handleSubmit, reset } = form;
  const { isDirty } = form.formState;
  useUnsavedChanges("user-details", isDirty);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      const saved = await mutateUser.mutateAsync(body);
      reset(userMutateFields(saved));
      toast.success("Changes saved.");
    } catch (error) {
      const explained = explainSaveError(error, editableFields, "The changes could not be saved.");
      placeFieldErrors(form, explained.fieldErrors, true);
      setProblem(explained.problem);
    }
  });

  // The page remounts this form with the latest version, dropping the edits (the alert says so).
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  return (
    <Card aria-labelledby="user-details-title">
      <CardHeader
        titleId="user-details-title"
        title="Details"
        description={
          canWrite
            ? "How this person is named and reached."
            : "Your role lets you read these, not change them."
        }
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-5 px-5 py-5 sm:px-6">
          <SaveProblemAlert problem={problem} onReload={() => void reload()} reloading={reloading} />
          <fieldset disabled={!canWrite} className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">Details</legend>
            <UserIdentityFields />
            <UserTypeField />
          </fieldset>
          {canWrite && (
            <FormActions
              className="pt-5"
              dirty={isDirty}
              saving={mutateUser.isPending}
              submitLabel="Save changes"
              onUndo={() => reset(values)}
            />
          )}
        </form>
      </FormProvider>
    </Card>
  );
}
