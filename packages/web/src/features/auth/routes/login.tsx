import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  redirect,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from "react-router-dom";
import { readNavigationState } from "../../../routing/navigation-state";
import { paths, readReturnTo } from "../../../routing/paths";
import { config } from "../../../config";
import { session } from "../../../lib/session";
import { useSessionService, useSessionState } from "../../../lib/session-context";
import { sessionEndMessage } from "../../../lib/session-end-message";
import { hasValidSession } from "../../../lib/session-storage";
import { useNotification } from "../../../lib/use-notification";
import { Notice } from "../../../ui/notice";
import { AuthLayout } from "../components/auth-layout";
import { LoginForm } from "../components/login-form";
import { TextLink } from "../components/text-link";

/** Someone already signed in has nothing to do here: on to where they were going. */
export function loader(_queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const returnTo = readReturnTo(new URL(request.url).searchParams);
    if (hasValidSession(session.read(), new Date())) throw redirect(returnTo);
    return null;
  };
}

/** What to say on arrival: a page's message (a password just reset), or why the last session ended. */
function useArrivalNotice() {
  const service = useSessionService();
  const { notice } = readNavigationState(useLocation().state);
  const lastEnd = service.lastEnd();
  return notice ? { message: notice, type: "success" as const } : lastEnd ? sessionEndMessage(lastEnd) : null;
}

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = readReturnTo(searchParams);
  const { notification, hide } = useNotification(useArrivalNotice());
  const signedIn = useSessionState((snapshot) => snapshot.matches("signedIn"));

  // The session started (here, or in another tab): on to where the user was going. The guard
  // then asks for whatever comes first (a new password, a profile, the terms).
  useEffect(() => {
    if (signedIn) void navigate(returnTo, { replace: true });
  }, [signedIn, navigate, returnTo]);

  return (
    <AuthLayout title="Sign in" description="Use the user name and password your administrator gave you.">
      <title>{`Sign in · ${config.productName}`}</title>
      {notification && (
        <Notice tone={notification.type} onDismiss={hide} className="mb-5">
          {notification.message}
        </Notice>
      )}
      <LoginForm
        forgotPasswordLink={
          <TextLink to={paths.auth.resetPassword.getHref()}>Forgot your password?</TextLink>
        }
      />
    </AuthLayout>
  );
}
