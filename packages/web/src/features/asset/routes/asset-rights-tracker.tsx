import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { Card } from "../../../ui/card";
import { Skeleton } from "../../../ui/skeleton";
import { recordSectionItemsQueryOptions } from "../../../ui/records/record-queries";
import { assetKind } from "../api/asset-kind";
import { assetTimelineQueryOptions, useAssetTimeline } from "../api/asset-timeline";
import { assetUseRightsQueryOptions, useAssetUseRights } from "../api/asset-use-rights";
import { ClearancePanel } from "../components/rights/clearance-panel";
import { ExpirationTimeline } from "../components/rights/expiration-timeline";
import { PerformerCyclesCard } from "../components/rights/performer-cycles-card";
import { UseRightsCard } from "../components/rights/use-rights-card";
import { readRecordId } from "../../../lib/read-record-id";
import { useRecordPage } from "../../../ui/records/record-page";
import { QueryView } from "../../../ui/query-view";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const assetId = readRecordId(params.assetId);
    if (assetId === null) return null;
    await Promise.allSettled([
      queryClient.ensureQueryData(assetTimelineQueryOptions(assetId)),
      queryClient.ensureQueryData(assetUseRightsQueryOptions(assetId)),
      queryClient.ensureQueryData(recordSectionItemsQueryOptions(assetKind, assetId, "Cast")),
    ]);
    return null;
  };
}

/** Today as the browser sees it, YYYY-MM-DD, until the server's timeline says its own today. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The rights tracker: what ends the asset and when (the timeline), each union performer's fixed
 * cycles and what they owe, whether it can air on a day ("Can it air?"), and the use rights themselves.
 */
export function Component() {
  const { record: asset } = useRecordPage(assetKind);
  const timeline = useAssetTimeline(asset.id);
  const useRights = useAssetUseRights(asset.id);
  const cast = useQuery(recordSectionItemsQueryOptions(assetKind, asset.id, "Cast"));
  return (
    <div className="space-y-6">
      <QueryView
        query={timeline}
        loading={
          <Card>
            <div role="status" aria-label="Loading the timeline…" className="space-y-3 px-5 py-5 sm:px-6">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-32 w-full" />
            </div>
          </Card>
        }
        errorTitle="The expiration timeline could not be loaded"
      >
        {(data) => (
          <>
            <ExpirationTimeline timeline={data} />
            <PerformerCyclesCard timeline={data} />
          </>
        )}
      </QueryView>
      <ClearancePanel
        assetId={asset.id}
        today={timeline.data?.today ?? localToday()}
        basis={[timeline.data, useRights.data, cast.data]}
      />
      <UseRightsCard />
    </div>
  );
}
