import type { PersonPhoto } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LoaderFunctionArgs } from "react-router-dom";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { ConfirmDialog } from "../../../ui/dialog";
import { EmptyState } from "../../../ui/empty-state";
import { UserIcon } from "../../../ui/icons";
import { Notice } from "../../../ui/notice";
import { describeLockHolder } from "../../../ui/records/lock-text";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { Skeleton } from "../../../ui/skeleton";
import {
  personPhotosQueryOptions,
  useDeletePhoto,
  usePersonPhotos,
  useSetPrimaryPhoto,
} from "../api/person-photos";
import { MissingTabNotice } from "../components/detail/missing-tab-notice";
import { PhotoGrid, photoAlt } from "../components/detail/photo-grid";
import { PhotoUpload } from "../components/detail/photo-upload";
import { PhotoViewer } from "../components/detail/photo-viewer";
import { personShowsTab } from "../lib/person-tab";
import { readRecordId } from "../../../lib/read-record-id";
import { useRecordPage } from "../../../ui/records/record-page";
import { personKind } from "../api/person-kind";
import { QueryView } from "../../../ui/query-view";
import { TitledCard } from "../../../ui/titled-card";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const personId = readRecordId(params.peopleId);
    if (personId === null) return null;
    try {
      await queryClient.ensureQueryData(personPhotosQueryOptions(personId));
    } catch {
      // Shown in place with "Try again" (or the tab's notice for someone without photos).
    }
    return null;
  };
}

/** The photos tab of a talent: upload, thumbnails, the primary photo, a larger view, delete. */
export function Component() {
  const { record: person } = useRecordPage(personKind);
  if (!personShowsTab(person, "photos")) return <MissingTabNotice route="photos" />;
  return <Photos />;
}

function Photos() {
  const { record: person, canEdit } = useRecordPage(personKind);
  const photos = usePersonPhotos(person.id);
  const setPrimary = useSetPrimaryPhoto(person.id);
  const remove = useDeletePhoto(person.id);
  const { begin, end, lock } = useLockedEdit("person-photos");
  const [viewing, setViewing] = useState<PersonPhoto | null>(null);
  const [deleting, setDeleting] = useState<PersonPhoto | null>(null);
  const blocked = lock.isLockedByOther;

  const makePrimary = async (photo: PersonPhoto) => {
    try {
      if (!(await begin())) return;
      await setPrimary.mutateAsync(photo.id);
      toast.success("The primary photo was changed.");
    } catch (error) {
      toast.error(describeError(error, "The primary photo could not be changed."));
    } finally {
      end();
    }
  };
  const confirmDelete = async (photo: PersonPhoto) => {
    try {
      if (!(await begin())) return;
      await remove.mutateAsync(photo.id);
      toast.success("The photo was deleted.");
      setDeleting(null);
    } catch {
      // Shown in the dialog, where the user can try again or cancel.
    } finally {
      end();
    }
  };

  const list = photos.data ?? [];
  return (
    <div className="space-y-6">
      {canEdit && (
        <TitledCard titleId="photo-upload-title" title="Add a photo">
          {blocked && (
            <div className="px-5 pt-5 sm:px-6">
              <Notice tone="warning">{`${describeLockHolder(lock, "person")} Adding waits until they finish.`}</Notice>
            </div>
          )}
          <PhotoUpload
            personId={person.id}
            fullName={person.fullName}
            isFirst={photos.isSuccess && list.length === 0}
            disabled={blocked}
            begin={begin}
            end={end}
          />
        </TitledCard>
      )}
      <TitledCard
        titleId="photos-title"
        title="Photos"
        description="The primary photo comes first and stands for the person elsewhere. Select a photo to see it larger."
      >
        <QueryView
          query={photos}
          loading={
            <div
              role="status"
              aria-label="Loading the photos…"
              className="grid grid-cols-2 gap-4 px-5 py-5 sm:grid-cols-4 sm:px-6"
            >
              {[0, 1, 2, 3].map((tile) => (
                <Skeleton key={tile} className="aspect-square w-full" />
              ))}
            </div>
          }
          errorTitle="The photos could not be loaded"
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState icon={<UserIcon className="size-5" />} title="No photos yet">
              {canEdit
                ? "Add the first photo above; it becomes the primary one."
                : "Photos of this person show here."}
            </EmptyState>
          }
        >
          {() => (
            <PhotoGrid
              photos={list}
              fullName={person.fullName}
              actions={{
                onOpen: setViewing,
                onMakePrimary: canEdit ? (photo) => void makePrimary(photo) : null,
                onDelete: canEdit ? setDeleting : null,
                disabled: blocked || setPrimary.isPending || remove.isPending,
              }}
            />
          )}
        </QueryView>
      </TitledCard>
      {viewing && <PhotoViewer photo={viewing} fullName={person.fullName} onClose={() => setViewing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={() => void confirmDelete(deleting)}
          title="Delete this photo?"
          confirmLabel="Delete photo"
          busyLabel="Deleting…"
          busy={remove.isPending}
          error={remove.error ? describeError(remove.error, "The photo could not be deleted.") : null}
        >
          {`${photoAlt(deleting, person.fullName)} is removed for good.${deleting.isPrimary ? " The next photo becomes the primary one." : ""}`}
        </ConfirmDialog>
      )}
    </div>
  );
}
