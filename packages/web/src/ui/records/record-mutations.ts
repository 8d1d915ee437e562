import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RecordKind } from "./record-kind";

/** A changed record: the new one in the cache; its lists, its log and what else it touches refreshed. */
export async function takeChangedRecord<T extends { id: number }>(
  queryClient: QueryClient,
  kind: RecordKind<T>,
  record: T,
) {
  queryClient.setQueryData(kind.keys.detail(record.id), record);
  await Promise.all(
    [kind.keys.lists(), kind.keys.logs(record.id), ...(kind.touches?.(record.id, record) ?? [])].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * A call that answers the changed record (create, save, archive, restore, a status): the answer
 * goes into the cache and everything it changes is refreshed. Errors are the form's to show.
 */
export function useRecordChange<T extends { id: number }, TInput = void>(
  kind: RecordKind<T>,
  mutationFn: (input: TInput) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (record: T) => takeChangedRecord(queryClient, kind, record),
    meta: { errorHandling: "local" },
  });
}

function callOf<T>(call: ((id: number) => T) | undefined, kind: { nouns: { plural: string } }, name: string) {
  if (!call) throw new Error(`${kind.nouns.plural} cannot be ${name}.`);
  return call;
}

/** Moves a record to the archive (`POST /{Kind}/Archive/{id}`). */
export function useArchiveRecord<T extends { id: number }>(kind: RecordKind<T>, id: number) {
  const archive = callOf(kind.archive, kind, "archived");
  return useRecordChange(kind, () => archive(id));
}

/** Brings an archived record back (`POST /{Kind}/Restore/{id}`). */
export function useRestoreRecord<T extends { id: number }>(kind: RecordKind<T>, id: number) {
  const restore = callOf(kind.restore, kind, "restored");
  return useRecordChange(kind, () => restore(id));
}

/** Deletes a record for good (`DELETE /{Kind}/{id}`): it leaves the cache and the lists. */
export function useDeleteRecord<T extends { id: number }>(kind: RecordKind<T>, id: number) {
  const queryClient = useQueryClient();
  const remove = callOf(kind.remove, kind, "deleted");
  return useMutation({
    mutationFn: () => remove(id),
    onSuccess: async () => {
      const record = queryClient.getQueryData<T>(kind.keys.detail(id));
      queryClient.removeQueries({ queryKey: kind.keys.detail(id) });
      await Promise.all(
        [kind.keys.lists(), ...(kind.touches?.(id, record) ?? [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    meta: { errorHandling: "local" },
  });
}
