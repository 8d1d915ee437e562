import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { PageHeader } from "../../../ui/page-header";
import { AddAssetForm } from "../components/list/add-asset-form";

/** /add/asset: a new base asset, then its page. */
export function Component() {
  return (
    <>
      <title>{`Add asset · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.assets.all.getHref()} className="hover:underline">
            Assets
          </Link>
        }
        title="Add an asset"
        description="Start with its title, Ad-ID and MPU end; use rights, cast, elements and edit versions are added on its page."
      />
      <AddAssetForm />
    </>
  );
}
