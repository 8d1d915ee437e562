import type { AlertRuleKind, CompanyAlertPreferences } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import {
  companyAlertPreferencesQueryOptions,
  useSaveCompanyAlertPreferences,
} from "../api/alert-preferences";
import {
  daysAheadFormValues,
  daysAheadFromForm,
  daysAheadProblem,
  type DaysAheadFormValues,
} from "../lib/days-ahead-form";
import { DaysAheadFields } from "./days-ahead-fields";

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
  const [values, setValues] = useState<DaysAheadFormValues>(() => daysAheadFormValues(saved.daysAhead));
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError(null);
    if (Object.values(values).some((text) => daysAheadProblem(text) !== null)) return;
    try {
      await save.mutateAsync({ daysAhead: daysAheadFromForm(values) });
      toast.success("The company’s alert days were saved.");
    } catch (failure) {
      setError(describeError(failure, "The company’s alert days could not be saved."));
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Days ahead for this company's alerts"
      className="space-y-5 px-5 py-5 sm:px-6"
    >
      <DaysAheadFields
        values={values}
        readOnly={!canEdit}
        placeholder="Each user’s own"
        showErrors={tried}
        onChange={(kind: AlertRuleKind, text) => setValues((current) => ({ ...current, [kind]: text }))}
      />
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
      {preferences.isPending ? (
        <div className="space-y-3 px-5 py-5 sm:px-6">
          <Skeleton className="h-10 w-full" />
        </div>
      ) : preferences.isError ? (
        <LoadError
          title="The company’s alert days could not be loaded"
          error={preferences.error}
          retrying={preferences.isFetching}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <CompanyDaysForm companyId={companyId} saved={preferences.data} canEdit={canEdit} />
      )}
    </Card>
  );
}
