import type { CompanyRecord } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../../routing/paths";
import { cx } from "../../../../ui/cx";
import { focusRing } from "../../../../ui/focus-ring";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import {
  ProfileCard as RecordProfileCard,
  RecordDetail,
  RecordDetails,
  RecordInfoCard as SharedRecordInfoCard,
} from "../../../../ui/records/profile-card";
import { useRefetchRecord } from "../../../../ui/records/record-queries";
import { ProfileForm } from "./profile-form";
import { useRecordPage } from "../../../../ui/records/record-page";
import { companyKind } from "../../api/company-kind";

/**
 * The company's profile: read by anyone who may see the company; "Edit" takes the edit lock and
 * turns the card into its form, and saving or cancelling gives the lock back.
 */
export function ProfileCard() {
  const { record: company, canEdit } = useRecordPage(companyKind);
  const refetch = useRefetchRecord(companyKind, company.id);
  const reload = () => refetch().catch(() => undefined);
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
  const { record: company } = useRecordPage(companyKind);
  return (
    <SharedRecordInfoCard titleId="company-record-title" record={company}>
      <RecordDetail label="Record id">
        <span className="font-mono">{company.recordId}</span>
      </RecordDetail>
    </SharedRecordInfoCard>
  );
}
