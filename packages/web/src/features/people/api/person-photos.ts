import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { uploadFile } from "../../documents";
import { peopleKeys } from "./people-keys";

/** A talent's photos, the primary one first (`POST /People/Photo/GetAll/{personId}`). */
export const personPhotosQueryOptions = ownedQueryOptions(peopleKeys.photos, (personId) =>
  api.listPersonPhotos({ params: { personId } }),
);

export function usePersonPhotos(personId: number) {
  return useQuery(personPhotosQueryOptions(personId));
}

/** A photo change: the list, the person (their primary photo) and the log. */
function useInvalidatePhotos(personId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: peopleKeys.photos(personId), exact: true }),
      queryClient.invalidateQueries({ queryKey: peopleKeys.detail(personId), exact: true }),
      queryClient.invalidateQueries({ queryKey: peopleKeys.logs(personId) }),
    ]);
}

/**
 * Uploads an image (`POST /Blob/Nabu/UploadFile`) and makes it a photo of the person
 * (`POST /People/Photo/Save/{personId}`): the server turns it upright and strips its metadata.
 */
export function useAddPersonPhoto(personId: number) {
  const invalidate = useInvalidatePhotos(personId);
  return useMutation({
    mutationFn: async ({ file, caption, isPrimary }: { file: File; caption: string; isPrimary: boolean }) => {
      const uploaded = await uploadFile(file);
      return api.savePersonPhoto({
        params: { personId },
        body: { blobId: uploaded.blobId, caption, isPrimary },
      });
    },
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

/** Makes a photo the primary one (`POST /People/Photo/SetPrimary/{photoId}`). */
export function useSetPrimaryPhoto(personId: number) {
  const invalidate = useInvalidatePhotos(personId);
  return useMutation({
    mutationFn: (photoId: number) => api.setPrimaryPersonPhoto({ params: { photoId } }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

/** Deletes a photo; the server makes the next one primary (`DELETE /People/Photo/{photoId}`). */
export function useDeletePhoto(personId: number) {
  const invalidate = useInvalidatePhotos(personId);
  return useMutation({
    mutationFn: (photoId: number) => api.deletePersonPhoto({ params: { photoId } }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

/**
 * A photo's image, fetched through the api-client (it carries the session headers an <img src>
 * could not): the thumbnail (`GET /People/Photo/Thumbnail/{id}`) or the full upright photo
 * (`GET /People/Photo/Download/{id}`). The blob is dropped from the cache as soon as nothing
 * shows it.
 */
export function usePhotoBlob(photoId: number, size: "thumbnail" | "full") {
  return useQuery({
    queryKey: peopleKeys.photoImage(photoId, size),
    queryFn: async () => {
      const file =
        size === "thumbnail"
          ? await api.downloadPersonPhotoThumbnail({ params: { photoId } })
          : await api.downloadPersonPhoto({ params: { photoId } });
      return file.blob;
    },
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
