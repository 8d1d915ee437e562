import { paths } from "../../../routing/paths";
import { FormPage } from "../../../ui/page-header";
import { AddAssetForm } from "../components/list/add-asset-form";

/** /add/asset: a new base asset, then its page. */
export function Component() {
  return (
    <FormPage
      documentTitle="Add asset"
      back={{ label: "Assets", href: paths.app.assets.all.getHref() }}
      title="Add an asset"
      description="Start with its title, Ad-ID and MPU end; use rights, cast, elements and edit versions are added on its page."
    >
      <AddAssetForm />
    </FormPage>
  );
}
