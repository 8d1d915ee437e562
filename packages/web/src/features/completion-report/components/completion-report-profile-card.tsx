import { zodResolver } from "@hookform/resolvers/zod";
import type { CompletionReportDetail } from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { paths } from "../../../routing/paths";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { ModuleLink } from "../../../ui/module-link";
import { TextField } from "../../../ui/text-field";
import { formatDay } from "../../../ui/records/format-day";
import { ProfileCard, RecordDetail, RecordDetails } from "../../../ui/records/profile-card";
import { RecordProfileForm } from "../../../ui/records/profile-form-frame";
import { useRecordPage } from "../../../ui/records/record-page";
import { useRefetchRecord } from "../../../ui/records/record-queries";
import { useUpdateCompletionReport } from "../api/change-completion-report";
import { completionReportKind } from "../api/completion-report-kind";
import {
  CompletionReportProfileFormSchema,
  profileFormValues,
  toProfileUpdate,
  type CompletionReportProfileFormValues,
} from "../lib/completion-report-form";

function ProfileDetails({ report }: { report: CompletionReportDetail }) {
  return (
    <RecordDetails>
      <RecordDetail label="Name" wide>
        {report.name}
      </RecordDetail>
      <RecordDetail label="Code">
        <span className="font-mono">{report.code}</span>
      </RecordDetail>
      <RecordDetail label="Production date">{formatDay(report.productionDate)}</RecordDetail>
      <RecordDetail label="Spot">
        <ModuleLink
          to={paths.app.asset.getHref(report.assetId)}
          className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
        >
          {report.assetTitle}
        </ModuleLink>
        <span className="ml-2 font-mono text-xs text-slate-500">{report.adId}</span>
      </RecordDetail>
      <RecordDetail label="Edit version">{report.editVersionLabel ?? "The whole spot"}</RecordDetail>
      <RecordDetail label="Cast listed">{String(report.castCount)}</RecordDetail>
    </RecordDetails>
  );
}

function ProfileFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CompletionReportProfileFormValues>();
  return (
    <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={200}
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Production date (optional)"
        type="date"
        error={errors.productionDate?.message}
        {...register("productionDate")}
      />
      <p className="self-end pb-2 text-sm text-slate-500">
        The spot stays the one the report was made for; its edit version is chosen on the Edit version tab.
      </p>
    </div>
  );
}

function ProfileForm({ report, onDone }: { report: CompletionReportDetail; onDone: () => void }) {
  const update = useUpdateCompletionReport(report.id);
  const reload = useRefetchRecord(completionReportKind, report.id);
  return (
    <RecordProfileForm
      record={report}
      editName="completion-report-profile"
      label="Edit profile"
      resolver={zodResolver(CompletionReportProfileFormSchema)}
      valuesOf={profileFormValues}
      save={(values: CompletionReportProfileFormValues) =>
        update.mutateAsync(toProfileUpdate(report, values))
      }
      saving={update.isPending}
      serverErrors={(error) => serverFieldErrors(error, ["name", "productionDate"] as const)}
      savedText="Completion report saved."
      failureText="The completion report could not be saved."
      onDone={onDone}
      reload={reload}
    >
      <ProfileFields />
    </RecordProfileForm>
  );
}

/** The report's profile: read by anyone who may see it; "Edit profile" while it is a draft or revised. */
export function CompletionReportProfileCard() {
  const { record: report, canEdit } = useRecordPage(completionReportKind);
  return (
    <ProfileCard
      editName="completion-report-profile"
      title="Profile"
      noun="completion report"
      canEdit={canEdit}
      readOnlyText={
        report.stage === "submitted" && report.archivedAt === null
          ? "Submitted: revise it to change it."
          : "You can read this profile, not change it."
      }
      renderForm={(done) => <ProfileForm report={report} onDone={done} />}
    >
      <ProfileDetails report={report} />
    </ProfileCard>
  );
}
