import type { CompanyRecord } from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { paths } from "../../../../app/paths";
import { Card, CardHeader } from "../../../../ui/card";
import { cx } from "../../../../ui/cx";
import { focusRing } from "../../../../ui/focus-ring";
import { companyQueryOptions } from "../../api/get-company";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import { formatLogTime } from "../../lib/log-changes";
import {
  ProfileCard as RecordProfileCard,
  RecordDetail,
  RecordDetails,
} from "../../../../ui/records/profile-card";
import { useCompanyPage } from "./company-page";
import { ProfileForm } from "./profile-form";

/**
 * The company's profile: read by anyone who may see the company; "Edit" takes the edit lock and
 * turns the card into its form, and saving or cancelling gives the lock back.
 */
export function ProfileCard() {
  const { company, canEdit } = useCompanyPage();
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.fetchQuery({ ...companyQueryOptions(company.id), staleTime: 0 }).catch(() => undefined);
  return (
    <RecordProfileCard
      editName="company-profile"
      title="Profile"
      noun="company"
      canEdit={canEdit}
      renderForm={(done) => <ProfileForm company={company} onDone={done} onReload={reload} />}
    >
      <ProfileDetails company={company} />
    </RecordProfileCard>
  );
}

function ProfileDetails({ company }: { company: CompanyRecord }) {
  const [legalName, businessName, dbaName] = company.companyNames;
  return (
    <RecordDetails>
      <RecordDetail label="Legal name" wide>
        {legalName}
      </RecordDetail>
      <RecordDetail label="Business name">{businessName || "—"}</RecordDetail>
      <RecordDetail label="DBA name">{dbaName || "—"}</RecordDetail>
      <RecordDetail label="Main type">{formatCatalogueName(company.companyType.mainType)}</RecordDetail>
      <RecordDetail label="Sub type">
        {company.companyType.subType ? formatCatalogueName(company.companyType.subType) : "—"}
      </RecordDetail>
      <RecordDetail label="Country">{company.country === "USA" ? "USA" : "Other"}</RecordDetail>
      <RecordDetail label="Status">{recordStatusLabels[company.status].label}</RecordDetail>
      <RecordDetail label="Parent company" wide>
        {company.parentCompanyId ? (
          <Link
            to={paths.app.company.getHref(company.parentCompanyId)}
            className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
          >
            {company.parentCompanyName ?? `Company #${company.parentCompanyId}`}
          </Link>
        ) : (
          "—"
        )}
      </RecordDetail>
    </RecordDetails>
  );
}

/** When the record was made and last changed, and by whom. */
export function RecordInfoCard() {
  const { company } = useCompanyPage();
  const by = (who: string | null) => (who ? ` by ${who}` : "");
  return (
    <Card aria-labelledby="company-record-title">
      <CardHeader titleId="company-record-title" title="Record" />
      <dl className="space-y-4 px-5 py-5 sm:px-6">
        <RecordDetail label="Record id">
          <span className="font-mono">{company.recordId}</span>
        </RecordDetail>
        <RecordDetail label="Created">
          {formatLogTime(company.createdAt)}
          {by(company.createdBy)}
        </RecordDetail>
        <RecordDetail label="Last changed">
          {formatLogTime(company.updatedAt)}
          {by(company.updatedBy)}
        </RecordDetail>
        {company.archivedAt && (
          <RecordDetail label="Archived">
            {formatLogTime(company.archivedAt)}
            {by(company.archivedBy)}
          </RecordDetail>
        )}
      </dl>
    </Card>
  );
}
