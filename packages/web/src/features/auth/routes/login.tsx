import type { QueryClient } from "@tanstack/react-query";
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { readReturnTo } from "../../../app/paths";
import { config } from "../../../config";
import { session } from "../../../lib/session";
import { hasValidSession } from "../../../lib/session-storage";
import { AuthLayout } from "../components/auth-layout";
import { LoginForm } from "../components/login-form";

/** Someone already signed in has nothing to do here: on to where they were going. */
export function loader(_queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const returnTo = readReturnTo(new URL(request.url).searchParams);
    if (hasValidSession(session.read(), new Date())) throw redirect(returnTo);
    return null;
  };
}

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = readReturnTo(searchParams);
  return (
    <AuthLayout title="Sign in" description="Use the user name and password your administrator gave you.">
      <title>{`Sign in · ${config.productName}`}</title>
      <LoginForm onSignedIn={() => void navigate(returnTo, { replace: true })} />
    </AuthLayout>
  );
}
