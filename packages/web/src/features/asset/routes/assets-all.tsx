import type { QueryClient } from "@tanstack/react-query";
import { useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { offerBackState } from "../../../routing/navigation-state";
import { paths } from "../../../routing/paths";
import { CheckboxField } from "../../../ui/checkbox-field";
import { readListState, toListQuery } from "../../../ui/data-table";
import { DocumentIcon } from "../../../ui/icons";
import { ListEmptyState, RecordListTable } from "../../../ui/records/record-list";
import { useModuleRights } from "../../../ui/records/record-queries";
import { assetListQueryOptions, fetchAssetPage, useAssetList } from "../api/list-assets";
import { assetColumns, assetHref } from "../components/list/asset-columns";
import { readIncludeEditVersion, useAssetListState } from "../lib/use-asset-list-state";

const columns = assetColumns;

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const state = readListState(search, columns);
    try {
      await queryClient.ensureQueryData(
        assetListQueryOptions(toListQuery(state, columns), readIncludeEditVersion(search)),
      );
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

const empty = {
  icon: <DocumentIcon className="size-5" />,
  title: "No assets yet",
  text: "Assets you add appear here with their status and earliest expiration.",
  add: { href: paths.app.addAsset.getHref(), label: "Add asset" },
};

/** /assets/all: the active assets, with their edit versions when asked. */
export function Component() {
  const { state, change, includeEditVersion, setIncludeEditVersion } = useAssetListState(columns);
  const assets = useAssetList(toListQuery(state, columns), includeEditVersion);
  const { canWrite } = useModuleRights("Asset");
  const navigate = useNavigate();
  return (
    <>
      <title>{`Assets · ${config.productName}`}</title>
      <div className="mb-4 flex justify-end">
        <CheckboxField
          label="Show edit versions"
          checked={includeEditVersion}
          onChange={(event) => setIncludeEditVersion(event.target.checked)}
        />
      </div>
      <RecordListTable
        table={{
          caption: includeEditVersion ? "Active assets and edit versions" : "Active assets",
          itemLabel: "assets",
          columns,
          state,
          onStateChange: change,
          result: assets,
          fetchPage: fetchAssetPage(includeEditVersion),
          getRowId: (asset) => String(asset.id),
          onOpenRow: (asset) => void navigate(assetHref(asset), { state: offerBackState }),
          emptyState: <ListEmptyState empty={empty} canWrite={canWrite} />,
        }}
      />
    </>
  );
}
