/**
 * A library page's query: the loader has already retried, so a failure shows at once (with "Try
 * again"); it waits while `enabled` is false (an address without a valid id).
 */
export function libraryQuery<TOptions extends object>(
  queryOptions: TOptions,
  options: { enabled?: boolean },
) {
  return { ...queryOptions, retryOnMount: false, enabled: options.enabled ?? true };
}
