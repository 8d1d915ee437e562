import type { AssetRecord } from "@rightsdesk/domain";
import { paths } from "../../../../app/paths";
import {
  RecordArchiveButton,
  RecordArchivedBanner,
  RecordDeleteDialog,
} from "../../../../ui/records/record-archive-controls";
import { useArchiveAsset, useDeleteAsset, useRestoreAsset } from "../../api/change-asset";

/** Moves the asset to the archive, after asking; it can be restored from its page. */
export function ArchiveAssetButton({ asset, disabled }: { asset: AssetRecord; disabled: boolean }) {
  return (
    <RecordArchiveButton
      name={asset.title}
      noun="asset"
      archive={useArchiveAsset(asset.id)}
      disabled={disabled}
      tone="primary"
    >
      <p>
        The asset leaves the active list and becomes read only. Its use rights and history are kept, and it
        can be restored at any time.
      </p>
    </RecordArchiveButton>
  );
}

/** An archived asset is read only; people with the delete right can restore or delete it. */
export function ArchivedAssetBanner({ asset, canDelete }: { asset: AssetRecord; canDelete: boolean }) {
  const remove = useDeleteAsset(asset.id);
  return (
    <RecordArchivedBanner
      name={asset.title}
      noun="asset"
      archivedAt={asset.archivedAt}
      archivedBy={asset.archivedBy}
      restore={useRestoreAsset(asset.id)}
      canDelete={canDelete}
      renderDeleteDialog={(open, onClose) => (
        <RecordDeleteDialog
          open={open}
          onClose={onClose}
          name={asset.title}
          noun="asset"
          remove={remove}
          afterDeleteHref={paths.app.assets.all.getHref()}
        >
          <p>
            The asset and its use rights are deleted and cannot be brought back. An asset with edit versions
            cannot be deleted until they are.
          </p>
        </RecordDeleteDialog>
      )}
    />
  );
}
