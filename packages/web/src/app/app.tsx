import { RouterProvider } from "react-router-dom";
import { setUnauthenticatedHandler } from "../lib/api-client";
import { AppProvider } from "./provider";
import { queryClient } from "./query-client";
import { createAppRouter } from "./router";
import { endRejectedSession } from "./unauthenticated";

const router = createAppRouter(queryClient);
setUnauthenticatedHandler((error) => endRejectedSession(router, error));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
