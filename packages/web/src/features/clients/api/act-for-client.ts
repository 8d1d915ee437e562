import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clientsKeys } from "./clients-keys";

/**
 * Makes the session act for another client. Everything cached was read for the client before,
 * so the whole cache goes; the answer is kept as the new acting client straight away.
 */
export function useActForClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) => api.actForClient({ body: { clientId } }),
    onSuccess: (acting) => {
      queryClient.clear();
      queryClient.setQueryData(clientsKeys.acting, acting);
    },
  });
}
