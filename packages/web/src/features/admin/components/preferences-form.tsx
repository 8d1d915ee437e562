import { zodResolver } from "@hookform/resolvers/zod";
import { UserPreferencesSchema, type UserPreferences } from "@rightsdesk/domain";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { placeFieldErrors, serverFieldErrors } from "../../../lib/server-field-errors";
import { bindField } from "../../../ui/bind-field";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { FormActions } from "../../../ui/form-actions";
import { Card, CardHeader } from "../../../ui/card";
import { CheckboxField } from "../../../ui/checkbox-field";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { useSaveUserPreferences } from "../api/save-user-preferences";
import { listTimeZones } from "../lib/time-zones";

const preferenceFields = ["alertDaysAhead", "weeklyDigest", "timeZone"] as const;

/** Alert window, weekly digest and time zone of one user. */
export function PreferencesForm({
  userId,
  preferences,
  canWrite,
}: {
  userId: number;
  preferences: UserPreferences;
  canWrite: boolean;
}) {
  const save = useSaveUserPreferences(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const timeZones = useMemo(() => listTimeZones(preferences.timeZone), [preferences.timeZone]);
  const form = useForm({ resolver: zodResolver(UserPreferencesSchema), values: preferences });
  const { register, handleSubmit, reset } = form;
  const { isDirty } = form.formState;
  const field = bindField(form);
  useUnsavedChanges("user-preferences", isDirty);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(await save.mutateAsync(body));
      toast.success("Preferences saved.");
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, preferenceFields);
      placeFieldErrors(form, fieldErrors);
      if (fieldErrors.length === 0) setFailure(describeError(error, "The preferences could not be saved."));
    }
  });

  return (
    <Card aria-labelledby="preferences-title" className="max-w-2xl">
      <CardHeader
        titleId="preferences-title"
        title="Preferences"
        description="When this user hears about expiring rights, and in which time zone."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5 px-5 py-5 sm:px-6">
        {failure && <Alert title="Not saved">{failure}</Alert>}
        <fieldset disabled={!canWrite} className="space-y-5">
          <legend className="sr-only">Preferences</legend>
          <TextField
            label="Alert days ahead"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            className="max-w-48"
            {...field("alertDaysAhead", { valueAsNumber: true })}
          />
          <p className="-mt-3 text-sm text-slate-500">
            How many days before an expiry the alert appears (1–365).
          </p>
          <CheckboxField
            label="Weekly digest"
            description="An e-mail every Monday listing what expires soon."
            {...register("weeklyDigest")}
          />
          <SelectField
            label="Time zone"
            className="max-w-sm"
            {...field("timeZone")}
            options={timeZones}
            optionLabel={(zone) => zone.replaceAll("_", " ")}
          />
        </fieldset>
        {canWrite && (
          <FormActions
            className="pt-5"
            dirty={isDirty}
            saving={save.isPending}
            submitLabel="Save preferences"
            onUndo={() => reset(preferences)}
          />
        )}
      </form>
    </Card>
  );
}
