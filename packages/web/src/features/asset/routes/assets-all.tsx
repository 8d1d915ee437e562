import type { QueryClient } from "@tanstack/react-query";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { offerBackState } from "../../../app/navigation-state";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CheckboxField } from "../../../ui/checkbox-field";
import { DataTable, readListState, toListQuery } from "../../../ui/data-table";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { assetListQueryOptions, fetchAssetPage, useAssetList } from "../api/list-assets";
import { assetColumns, assetHref } from "../components/list/asset-columns";
import { useAssetRights } from "../lib/asset-rights";
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

/** /assets/all: the active assets, with their edit versions when asked. */
export function Component() {
  const { state, change, includeEditVersion, setIncludeEditVersion } = useAssetListState(columns);
  const assets = useAssetList(toListQuery(state, columns), includeEditVersion);
  const rights = useAssetRights();
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
      <Card>
        <DataTable
          caption={includeEditVersion ? "Active assets and edit versions" : "Active assets"}
          itemLabel="assets"
          columns={columns}
          state={state}
          onStateChange={change}
          result={assets}
          fetchPage={fetchAssetPage(includeEditVersion)}
          getRowId={(asset) => String(asset.id)}
          onOpenRow={(asset) => void navigate(assetHref(asset), { state: offerBackState })}
          emptyState={
            <EmptyState
              icon={<DocumentIcon className="size-5" />}
              title="No assets yet"
              action={
                rights.canWrite ? (
                  <Link to={paths.app.addAsset.getHref()} className={buttonClassName("primary")}>
                    <PlusIcon className="size-4" />
                    Add asset
                  </Link>
                ) : null
              }
            >
              Assets you add appear here with their status and earliest expiration.
            </EmptyState>
          }
        />
      </Card>
    </>
  );
}
