import { Link, Outlet } from "react-router-dom";
import { paths } from "../../../app/paths";
import { buttonClassName } from "../../../ui/button";
import { PlusIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { useAssetRights } from "../lib/asset-rights";

/** /assets: the asset list, and "Add asset" for those who may. */
export function Component() {
  const rights = useAssetRights();
  return (
    <>
      <PageHeader
        title="Assets"
        description="Commercials and spots: their Ad-IDs, edit versions, use rights and what ends them first."
        actions={
          rights.canWrite ? (
            <Link to={paths.app.addAsset.getHref()} className={buttonClassName("primary")}>
              <PlusIcon className="size-4" />
              Add asset
            </Link>
          ) : null
        }
      />
      <Outlet />
    </>
  );
}
