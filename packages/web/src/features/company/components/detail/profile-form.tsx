import { zodResolver } from "@hookform/resolvers/zod";
import {
  CompanyUpdateRequestSchema,
  companyCountries,
  companyMainTypes,
  companySubtypesOf,
  recordStatuses,
  type CompanyRecord,
  type CompanyUpdateRequest,
} from "@rightsdesk/domain";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { Button } from "../../../../ui/button";
import { SaveProblemAlert } from "../../../../ui/save-problem-alert";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { useUpdateCompany } from "../../api/update-company";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import { profileFormValues, type ProfileFormValues } from "../../lib/profile-form";
import { useCompanyLock } from "./company-lock";
import { CompanyPicker } from "../../../../ui/records/company-picker";

const profileFields = [
  "companyNames.0",
  "companyNames.1",
  "companyNames.2",
  "companyType.mainType",
  "companyType.subType",
  "country",
  "status",
  "parentCompanyId",
] as const;

/**
 * The profile in edit mode: names, type and subtype, country, status and parent company, saved
 * with the version it was loaded at so a stale save is refused with the server's message.
 */
export function ProfileForm({
  company,
  onDone,
  onReload,
}: {
  company: CompanyRecord;
  /** Leaves edit mode (after saving or cancelling). */
  onDone: () => void;
  /** Loads the latest version of the company. */
  onReload: () => Promise<CompanyRecord | undefined>;
}) {
  const update = useUpdateCompany(company.id);
  const lock = useCompanyLock();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const [parentName, setParentName] = useState(company.parentCompanyName);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileFormValues, unknown, CompanyUpdateRequest>({
    resolver: zodResolver(CompanyUpdateRequestSchema),
    defaultValues: profileFormValues(company),
  });
  const markSaved = useUnsavedChanges("company-profile", isDirty);
  const mainType = useWatch({ control, name: "companyType.mainType" });
  const subtypes = companySubtypesOf(mainType);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await update.mutateAsync(body);
      markSaved();
      toast.success("Profile saved.");
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, profileFields);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) setFocus(first.field);
      const explained = explainSaveProblem(error, fieldErrors.length, "The profile could not be saved.");
      if (explained?.kind === "locked") lock.check();
      setProblem(explained);
    }
  });

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) {
        reset(profileFormValues(latest));
        setParentName(latest.parentCompanyName);
      }
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };

  const saving = isSubmitting || update.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 px-5 py-5 sm:px-6">
      <SaveProblemAlert problem={problem} onReload={() => void reload()} reloading={reloading} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Legal name"
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.companyNames?.[0]?.message ?? errors.companyNames?.message}
          {...register("companyNames.0")}
        />
        <TextField
          label="Business name (optional)"
          autoComplete="off"
          error={errors.companyNames?.[1]?.message}
          {...register("companyNames.1")}
        />
        <TextField
          label="DBA name (optional)"
          autoComplete="off"
          error={errors.companyNames?.[2]?.message}
          {...register("companyNames.2")}
        />
        <SelectField
          label="Main type"
          error={errors.companyType?.mainType?.message ?? errors.companyType?.message}
          {...register("companyType.mainType", {
            onChange: (event: { target: { value: string } }) => {
              const next = event.target.value as typeof mainType;
              if (!companySubtypesOf(next).includes(getValues("companyType.subType") ?? "")) {
                setValue("companyType.subType", "", { shouldDirty: true });
              }
            },
          })}
        >
          {companyMainTypes.map((type) => (
            <option key={type} value={type}>
              {formatCatalogueName(type)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sub type"
          disabled={subtypes.length === 0}
          hint={subtypes.length === 0 ? "This main type has no sub types." : undefined}
          error={errors.companyType?.subType?.message}
          {...register("companyType.subType")}
        >
          <option value="">None</option>
          {subtypes.map((subtype) => (
            <option key={subtype} value={subtype}>
              {formatCatalogueName(subtype)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Country" error={errors.country?.message} {...register("country")}>
          {companyCountries.map((country) => (
            <option key={country} value={country}>
              {country === "USA" ? "USA" : "Other"}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" error={errors.status?.message} {...register("status")}>
          {recordStatuses.map((status) => (
            <option key={status} value={status}>
              {recordStatusLabels[status].label}
            </option>
          ))}
        </SelectField>
        <Controller
          control={control}
          name="parentCompanyId"
          render={({ field }) => (
            <CompanyPicker
              label="Parent company (optional)"
              className="sm:col-span-2"
              value={
                typeof field.value === "number"
                  ? { id: field.value, name: parentName ?? `Company #${field.value}` }
                  : null
              }
              onChange={(picked) => {
                setParentName(picked?.name ?? null);
                field.onChange(picked?.id ?? null);
              }}
              onBlur={field.onBlur}
              excludeId={company.id}
              hint="The company this one belongs to in the company hierarchy."
              error={errors.parentCompanyId?.message}
            />
          )}
        />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-5">
        {isDirty && <p className="mr-auto text-sm text-amber-700">You have unsaved changes.</p>}
        <Button
          variant="secondary"
          disabled={saving}
          onClick={() => {
            reset(profileFormValues(company));
            markSaved();
            onDone();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty} busy={saving} busyLabel="Saving…">
          Save profile
        </Button>
      </div>
    </form>
  );
}
