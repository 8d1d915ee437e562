import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { SessionServiceContext } from "../lib/session-context";
import type { SessionService } from "../lib/session-service";
import { BackNavigationContext, type BackNavigationActor } from "./back-navigation";
import { ToasterHost } from "./toaster-host";

export function AppProvider({
  queryClient,
  session,
  backNavigation,
  children,
}: {
  queryClient: QueryClient;
  session: SessionService;
  backNavigation: BackNavigationActor;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionServiceContext value={session}>
          <BackNavigationContext value={backNavigation}>
            {children}
            <ToasterHost />
          </BackNavigationContext>
        </SessionServiceContext>
      </QueryClientProvider>
    </StrictMode>
  );
}
