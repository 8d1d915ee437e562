import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

/** How one kind of library item (templates, snippets) is created, changed and deleted. */
export interface LibraryItemCalls<TRecord extends { id: number }, TSave, TUpdate> {
  create: (body: TSave) => Promise<TRecord>;
  update: (id: number, body: TUpdate) => Promise<TRecord>;
  remove: (id: number) => Promise<unknown>;
  /** Where one item sits in the cache. */
  detailKey: (id: number) => QueryKey;
  /** What else a saved item makes stale: its lists, the options, whatever shows it. */
  savedTouches: (id: number) => QueryKey[];
  /** What else a deleted item makes stale. */
  deletedTouches: QueryKey[];
}

/**
 * The create, update and delete hooks of a kind of library item: a saved item goes into the
 * cache, a deleted one leaves it, and what each touches is refreshed. Errors are the form's.
 */
export function libraryItemMutations<TRecord extends { id: number }, TSave, TUpdate>(
  calls: LibraryItemCalls<TRecord, TSave, TUpdate>,
) {
  function useSaveItem<TInput>(mutationFn: (input: TInput) => Promise<TRecord>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: async (record: TRecord) => {
        queryClient.setQueryData(calls.detailKey(record.id), record);
        await Promise.all(
          calls.savedTouches(record.id).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      },
      meta: { errorHandling: "local" },
    });
  }
  return {
    useCreate: () => useSaveItem(calls.create),
    useUpdate: (id: number) => useSaveItem((body: TUpdate) => calls.update(id, body)),
    useDelete: function useDeleteItem(id: number) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: () => calls.remove(id),
        onSuccess: async () => {
          queryClient.removeQueries({ queryKey: calls.detailKey(id) });
          await Promise.all(
            calls.deletedTouches.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
        },
        meta: { errorHandling: "local" },
      });
    },
  };
}
