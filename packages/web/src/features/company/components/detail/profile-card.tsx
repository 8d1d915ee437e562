import type { CompanyRecord } from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../../app/paths";
import { Button } from "../../../../ui/button";
import { Card, CardHeader } from "../../../../ui/card";
import { cx } from "../../../../ui/cx";
import { focusRing } from "../../../../ui/focus-ring";
import { companyQueryOptions } from "../../api/get-company";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import { formatLogTime } from "../../lib/log-changes";
import { useLockedEdit } from "../../../../ui/records/record-lock";
import { useCompanyPage } from "./company-page";
import { ProfileForm } from "./profile-form";

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The company's profile: read by anyone who may see the company; "Edit" takes the edit lock and
 * turns the card into its form, and saving or cancelling gives the lock back.
 */
export function ProfileCard() {
  const { company, canEdit } = useCompanyPage();
  const queryClient = useQueryClient();
  const { editing, begin, end, lock } = useLockedEdit("company-profile");
  const [opening, setOpening] = useState(false);

  const startEditing = async () => {
    setOpening(true);
    try {
      await begin();
    } catch {
      lock.check();
    } finally {
      setOpening(false);
    }
  };
  const reload = () =>
    queryClient.fetchQuery({ ...companyQueryOptions(company.id), staleTime: 0 }).catch(() => undefined);

  return (
    <Card aria-labelledby="company-profile-title">
      <CardHeader
        titleId="company-profile-title"
        title="Profile"
        description={
          editing
            ? "Others see this company as being edited by you until you save or cancel."
            : canEdit
              ? undefined
              : "You can read this profile, not change it."
        }
        action={
          canEdit && !editing ? (
            <Button
              variant="secondary"
              disabled={lock.isLockedByOther}
              busy={opening}
              busyLabel="Opening…"
              onClick={() => void startEditing()}
            >
              Edit profile
            </Button>
          ) : undefined
        }
      />
      {editing ? (
        <ProfileForm company={company} onDone={end} onReload={reload} />
      ) : (
        <ProfileDetails company={company} />
      )}
    </Card>
  );
}

function ProfileDetails({ company }: { company: CompanyRecord }) {
  const [legalName, businessName, dbaName] = company.companyNames;
  return (
    <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
      <Detail label="Legal name" wide>
        {legalName}
      </Detail>
      <Detail label="Business name">{businessName || "—"}</Detail>
      <Detail label="DBA name">{dbaName || "—"}</Detail>
      <Detail label="Main type">{formatCatalogueName(company.companyType.mainType)}</Detail>
      <Detail label="Sub type">
        {company.companyType.subType ? formatCatalogueName(company.companyType.subType) : "—"}
      </Detail>
      <Detail label="Country">{company.country === "USA" ? "USA" : "Other"}</Detail>
      <Detail label="Status">{recordStatusLabels[company.status].label}</Detail>
      <Detail label="Parent company" wide>
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
      </Detail>
    </dl>
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
        <Detail label="Record id">
          <span className="font-mono">{company.recordId}</span>
        </Detail>
        <Detail label="Created">
          {formatLogTime(company.createdAt)}
          {by(company.createdBy)}
        </Detail>
        <Detail label="Last changed">
          {formatLogTime(company.updatedAt)}
          {by(company.updatedBy)}
        </Detail>
        {company.archivedAt && (
          <Detail label="Archived">
            {formatLogTime(company.archivedAt)}
            {by(company.archivedBy)}
          </Detail>
        )}
      </dl>
    </Card>
  );
}
