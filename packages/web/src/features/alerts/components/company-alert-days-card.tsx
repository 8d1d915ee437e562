import type { CompanyAlertPreferences } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import {
  companyAlertPreferencesQueryOptions,
  useSaveCompanyAlertPreferences,
} from "../api/alert-preferences";
import { DaysAheadFields, useDaysAheadForm } from "./days-ahead-fields";
import { LoadingBars, QueryView } from "../../../ui/query-view";

function CompanyDaysForm({
  companyId,
  saved,
  canEdit,
}: {
  companyId: number;
  saved: CompanyAlertPreferences;
  canEdit: boolean;
}) {
  const save = useSaveCompanyAlertPreferences(companyId);
  const { fields, error, onSubmit } = useDaysAheadForm({
    saved: saved.daysAhead,
    save: (daysAhead) => save.mutateAsync({ daysAhead }),
    savedText: "The company’s alert days were saved.",
    failureText: "The company’s alert days could not be saved.",
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Days ahead for this company's alerts"
      className="space-y-5 px-5 py-5 sm:px-6"
    >
      <DaysAheadFields {...fields} readOnly={!canEdit} placeholder="Each user’s own" />
      {error && <Alert title="Not saved">{error}</Alert>}
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending} busyLabel="Saving…">
            Save alert days
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * On a company's preferences tab: how many days ahead alerts about this company's records come,
 * per kind, for every user. Editable with Company write; read-only otherwise.
 */
export function CompanyAlertDaysCard({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const preferences = useQuery(companyAlertPreferencesQueryOptions(companyId));
  return (
    <Card aria-labelledby="company-alert-days-title">
      <CardHeader
        title="Alert days ahead"
        titleId="company-alert-days-title"
        description="How early alerts about this company’s records reach everyone’s alert list. Blank leaves it to each user’s own preference."
      />
      <QueryView
        query={preferences}
        loading={<LoadingBars bars={["h-10 w-full"]} />}
        errorTitle="The company’s alert days could not be loaded"
      >
        {(data) => <CompanyDaysForm companyId={companyId} saved={data} canEdit={canEdit} />}
      </QueryView>
    </Card>
  );
}
