import type { ElementDetail } from "@rightsdesk/domain";
import { paths } from "../../../../app/paths";
import {
  RecordArchiveButton,
  RecordArchivedBanner,
  RecordDeleteDialog,
} from "../../../../ui/records/record-archive-controls";
import { useArchiveElement, useDeleteElement, useRestoreElement } from "../../api/change-element";

/** Moves the element to the archive, after asking; it can be restored from its page. */
export function ArchiveElementButton({ element, disabled }: { element: ElementDetail; disabled: boolean }) {
  return (
    <RecordArchiveButton
      name={element.title}
      noun="element"
      archive={useArchiveElement(element.id)}
      disabled={disabled}
      tone="primary"
    >
      <p>
        The element leaves the active list and becomes read only. Its licences and history are kept, and it
        can be restored at any time.
      </p>
    </RecordArchiveButton>
  );
}

/** An archived element is read only; people with the delete right can restore or delete it. */
export function ArchivedElementBanner({
  element,
  canDelete,
}: {
  element: ElementDetail;
  canDelete: boolean;
}) {
  const remove = useDeleteElement(element.id);
  return (
    <RecordArchivedBanner
      name={element.title}
      noun="element"
      archivedAt={element.archivedAt}
      archivedBy={element.archivedBy}
      restore={useRestoreElement(element.id)}
      canDelete={canDelete}
      renderDeleteDialog={(open, onClose) => (
        <RecordDeleteDialog
          open={open}
          onClose={onClose}
          name={element.title}
          noun="element"
          remove={remove}
          afterDeleteHref={paths.app.elements.all.getHref()}
        >
          <p>
            The element and its licences are deleted and cannot be brought back. An element still linked to
            assets cannot be deleted until it is removed from them.
          </p>
        </RecordDeleteDialog>
      )}
    />
  );
}
