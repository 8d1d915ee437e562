import type { PersonPhoto } from "@rightsdesk/domain";
import { Badge } from "../../../../ui/badge";
import { Button } from "../../../../ui/button";
import { Skeleton } from "../../../../ui/skeleton";
import { usePhotoBlob } from "../../api/person-photos";
import { BlobImage } from "./blob-image";

/** The words a photo is known by: its caption, or whose photo it is and its file. */
export function photoAlt(photo: PersonPhoto, fullName: string): string {
  return photo.caption?.trim() || `Photo of ${fullName} (${photo.fileName})`;
}

function Thumbnail({ photo, alt }: { photo: PersonPhoto; alt: string }) {
  const image = usePhotoBlob(photo.id, "thumbnail");
  if (image.isError) {
    return (
      <div className="flex size-full items-center justify-center p-2 text-center text-xs text-slate-500">
        The thumbnail could not be loaded.
      </div>
    );
  }
  if (!image.data) return <Skeleton className="size-full rounded-none" />;
  return <BlobImage blob={image.data} alt={alt} className="size-full object-cover" />;
}

type PhotoActions = {
  onOpen: (photo: PersonPhoto) => void;
  /** Null for someone who may only look. */
  onMakePrimary: ((photo: PersonPhoto) => void) | null;
  onDelete: ((photo: PersonPhoto) => void) | null;
  disabled: boolean;
};

/**
 * The person's photos as thumbnails, the primary one first and marked. Each opens a larger view;
 * "Make primary" and "Delete" show to those who may change the person.
 */
export function PhotoGrid({
  photos,
  fullName,
  actions,
}: {
  photos: readonly PersonPhoto[];
  fullName: string;
  actions: PhotoActions;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 px-5 py-5 sm:grid-cols-3 sm:px-6 lg:grid-cols-4">
      {photos.map((photo) => {
        const alt = photoAlt(photo, fullName);
        return (
          <li key={photo.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <button
              type="button"
              onClick={() => actions.onOpen(photo)}
              aria-label={`Open ${alt}`}
              className="block aspect-square w-full bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
            >
              <Thumbnail photo={photo} alt="" />
            </button>
            <div className="space-y-2 px-3 py-2.5">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 truncate text-sm text-slate-800" title={alt}>
                  {photo.caption || photo.fileName}
                </p>
                {photo.isPrimary && <Badge tone="indigo">Primary</Badge>}
              </div>
              {(actions.onMakePrimary || actions.onDelete) && (
                <div className="flex flex-wrap gap-1">
                  {actions.onMakePrimary && !photo.isPrimary && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-xs"
                      disabled={actions.disabled}
                      aria-label={`Make ${alt} the primary photo`}
                      onClick={() => actions.onMakePrimary?.(photo)}
                    >
                      Make primary
                    </Button>
                  )}
                  {actions.onDelete && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-xs text-red-700 hover:bg-red-50"
                      disabled={actions.disabled}
                      aria-label={`Delete ${alt}`}
                      onClick={() => actions.onDelete?.(photo)}
                    >
                      Delete
                    </Button>
                  )}
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
