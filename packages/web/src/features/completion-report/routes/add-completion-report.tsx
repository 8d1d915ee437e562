import { zodResolver } from "@hookform/resolvers/zod";
import type { CompletionReportCreateRequest } from "@rightsdesk/domain";
import { useEffect } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { useSearchParams } from "react-router-dom";
import { readRecordId } from "../../../lib/read-record-id";
import { paths } from "../../../routing/paths";
import { FormSection } from "../../../ui/form-section";
import { TextField } from "../../../ui/text-field";
import { AddRecordForm, useAddRecordSubmit } from "../../../ui/records/add-record-form";
import { AddRecordPage } from "../../../ui/records/add-record-page";
import { AssetPicker } from "../../../ui/records/asset-picker";
import { useCreateCompletionReport } from "../api/change-completion-report";
import { completionReportKind } from "../api/completion-report-kind";
import { useSpot } from "../api/spot-lookups";
import { EditVersionSelect } from "../components/edit-version-select";
import {
  AddCompletionReportFormSchema,
  addFormServerErrors,
  emptyAddCompletionReportForm,
  type AddCompletionReportFormValues,
} from "../lib/completion-report-form";

const addText = {
  title: "Add a completion report",
  description:
    "Start with the finished spot it reports on. Its cast, crew, locations and music are added on its page, then reconciled and submitted.",
};

type Form = UseFormReturn<AddCompletionReportFormValues, unknown, CompletionReportCreateRequest>;

/** `?assetId=7` (from a spot's page) picks that spot, once it has loaded, unless one is chosen. */
function usePreselectedSpot(form: Form) {
  const [search] = useSearchParams();
  const assetId = readRecordId(search.get("assetId") ?? undefined);
  const spot = useSpot(assetId);
  useEffect(() => {
    if (!spot.data || form.getValues("spot") !== null) return;
    const asset = spot.data;
    form.setValue("spot", { id: asset.id, name: `${asset.adId} · ${asset.title}` });
  }, [spot.data, form]);
}

function SpotFields({ form }: { form: Form }) {
  const spot = useWatch({ control: form.control, name: "spot" });
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="spot"
        render={({ field }) => (
          <AssetPicker
            noun="spot"
            label="Spot"
            value={field.value}
            onChange={(picked) => {
              field.onChange(picked);
              form.setValue("editVersionId", "");
            }}
            onBlur={field.onBlur}
            error={errors.spot?.message}
            hint="Type part of its title or Ad-ID. Edit versions are chosen below."
            className="sm:col-span-2"
          />
        )}
      />
      <EditVersionSelect
        assetId={spot?.id ?? null}
        error={errors.editVersionId?.message}
        {...form.register("editVersionId")}
      />
    </>
  );
}

/** /add/completion-report: a new draft for a spot, then its page. */
export function Component() {
  const create = useCreateCompletionReport();
  const form = useForm<AddCompletionReportFormValues, unknown, CompletionReportCreateRequest>({
    resolver: zodResolver(AddCompletionReportFormSchema),
    defaultValues: emptyAddCompletionReportForm,
  });
  usePreselectedSpot(form);
  const { onSubmit, failure, submitting } = useAddRecordSubmit({
    form,
    editName: "add-completion-report",
    create: create.mutateAsync,
    serverErrors: addFormServerErrors,
    failureText: "The completion report could not be added.",
    added: (report) => ({
      text: `${report.name} was added as a draft.`,
      href: paths.app.completionReport.getHref(report.id),
    }),
  });
  const { errors } = form.formState;
  return (
    <AddRecordPage kind={completionReportKind} text={addText}>
      <AddRecordForm
        label="Add completion report"
        onSubmit={onSubmit}
        failure={failure}
        failureTitle="Not saved"
        cancelHref={paths.app.completionReports.all.getHref()}
        busy={submitting || create.isPending}
      >
        <FormSection title="Report" description="What the report is called and when the spot was shot.">
          <TextField
            label="Name"
            autoComplete="off"
            maxLength={200}
            className="sm:col-span-2"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <TextField
            label="Production date (optional)"
            type="date"
            error={errors.productionDate?.message}
            {...form.register("productionDate")}
          />
        </FormSection>
        <FormSection
          title="Spot"
          description="The finished base spot, and one of its edit versions if the report covers only that."
        >
          <SpotFields form={form} />
        </FormSection>
      </AddRecordForm>
    </AddRecordPage>
  );
}
