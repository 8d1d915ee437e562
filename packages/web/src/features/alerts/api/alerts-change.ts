import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * A change to to-dos or reminders, whose errors the screen shows itself. Once it is done (with
 * `reloadWhen: "settled"`, refused too) the lists under `changes` load again.
 */
export function useAlertsChange<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  changes: readonly QueryKey[],
  reloadWhen: "success" | "settled" = "success",
) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    ...(reloadWhen === "success" ? { onSuccess: reload } : { onSettled: reload }),
    meta: { errorHandling: "local" },
  });
}
