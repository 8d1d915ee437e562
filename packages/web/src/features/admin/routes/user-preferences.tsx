import type { QueryClient } from "@tanstack/react-query";
import { useParams, type LoaderFunctionArgs } from "react-router-dom";
import { Card } from "../../../ui/card";
import { QueryLoadError } from "../../../ui/load-error";
import { PageLoading } from "../../../ui/page-loading";
import { userPreferencesQueryOptions, useUserPreferences } from "../api/get-user-preferences";
import { PreferencesForm } from "../components/preferences-form";
import { readRecordId } from "../../../lib/read-record-id";
import { useAdminRights } from "../lib/use-admin-rights";
import { prefetchQueries } from "../../../lib/prefetch-queries";

export function loader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const userId = readRecordId(params.userId);
    if (userId === null) return null;
    return prefetchQueries(queryClient.ensureQueryData(userPreferencesQueryOptions(userId)));
  };
}

/** The user-preferences tab. */
export function Component() {
  const userId = readRecordId(useParams().userId) ?? 0;
  const preferences = useUserPreferences(userId);
  const rights = useAdminRights();
  if (preferences.isPending) return <PageLoading label="Loading preferences…" />;
  if (preferences.isError) {
    return (
      <Card className="max-w-2xl">
        <QueryLoadError title="The preferences could not be loaded" query={preferences} />
      </Card>
    );
  }
  return <PreferencesForm userId={userId} preferences={preferences.data} canWrite={rights.canWrite} />;
}
