import type { PersonPhoto } from "@rightsdesk/domain";
import { Button } from "../../../../ui/button";
import { Modal } from "../../../../ui/dialog";
import { Spinner } from "../../../../ui/spinner";
import { usePhotoBlob } from "../../api/person-photos";
import { BlobImage } from "./blob-image";
import { photoAlt } from "./photo-grid";

/** A larger view of one photo (`GET /People/Photo/Download/{id}`) with its caption as alt text. */
export function PhotoViewer({
  photo,
  fullName,
  onClose,
}: {
  photo: PersonPhoto;
  fullName: string;
  onClose: () => void;
}) {
  const image = usePhotoBlob(photo.id, "full");
  const alt = photoAlt(photo, fullName);
  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title={photo.caption || `Photo of ${fullName}`}
      description={`${photo.fileName} · ${photo.width} × ${photo.height} pixels${photo.isPrimary ? " · primary photo" : ""}`}
      footer={
        <Button variant="secondary" onClick={onClose} autoFocus>
          Close
        </Button>
      }
    >
      <div className="flex min-h-48 items-center justify-center rounded-md bg-slate-100">
        {image.isError ? (
          <p className="p-6 text-sm text-red-700">The photo could not be loaded.</p>
        ) : image.data ? (
          <BlobImage blob={image.data} alt={alt} className="max-h-[60vh] w-auto rounded-md object-contain" />
        ) : (
          <span role="status" aria-label="Loading the photo…">
            <Spinner className="size-6 text-slate-400" />
          </span>
        )}
      </div>
    </Modal>
  );
}
