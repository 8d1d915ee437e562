import { addRecordPage } from "../../../ui/records/add-record-page";
import { assetKind } from "../api/asset-kind";
import { AddAssetForm } from "../components/list/add-asset-form";

/** /add/asset: a new base asset, then its page. */
export const Component = addRecordPage(
  assetKind,
  {
    title: "Add an asset",
    description:
      "Start with its title, Ad-ID and MPU end; use rights, cast, elements and edit versions are added on its page.",
  },
  AddAssetForm,
);
