import { zodResolver } from "@hookform/resolvers/zod";
import { isApiError } from "@rightsdesk/api-client";
import { PASSWORD_MIN_LENGTH, type ResetTokenUser } from "@rightsdesk/domain";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import type { NavigationState } from "../../../routing/navigation-state";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { describeError } from "../../../lib/describe-error";
import { newPasswordFormSchema } from "../../../lib/new-password-form";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { AlertCircleIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { bindField } from "../../../ui/bind-field";
import { NewPasswordFields } from "../../../ui/new-password-fields";
import { Skeleton } from "../../../ui/skeleton";
import { resetTokenUserQueryOptions } from "../api/reset-token-user";
import { useResetPassword } from "../api/reset-password";
import { AuthLayout } from "../components/auth-layout";
import { TextLink } from "../components/text-link";
import { prefetchQueries } from "../../../lib/prefetch-queries";

const passwordChangedNotice: NavigationState = {
  notice: "Your password was changed. Sign in with your new password.",
};

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const token = new URL(request.url).searchParams.get("token")?.trim();
    if (!token) return null;
    // The page says what is wrong with the link.
    return prefetchQueries(queryClient.ensureQueryData(resetTokenUserQueryOptions(token)));
  };
}

const expiryFormat = new Intl.DateTimeFormat("en-US", {
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function InvalidLink({ reason }: { reason: string }) {
  return (
    <div className="text-center">
      <div className="mx-auto flex size-11 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <AlertCircleIcon className="size-5" />
      </div>
      <h2 className="mt-4 text-base font-semibold text-slate-900">This link cannot be used</h2>
      <p role="alert" className="mt-2 text-sm leading-6 text-slate-600">
        {reason}
      </p>
      <div className="mt-6 flex flex-col gap-3 text-sm">
        <TextLink to={paths.auth.resetPassword.getHref()}>Request a new link</TextLink>
        <TextLink to={paths.auth.login.getHref()} className="font-normal text-slate-600">
          Back to sign in
        </TextLink>
      </div>
    </div>
  );
}

const INVALID_LINK =
  "The link is invalid or has expired. Reset links work once and only for a short time; request a new one.";

function NewPasswordForm({ token, user }: { token: string; user: ResetTokenUser }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema(user.userName)),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { handleSubmit, setFocus, control } = form;
  const { isDirty } = form.formState;
  const field = bindField(form);
  const release = useUnsavedChanges("reset-new-password", isDirty && !resetPassword.isSuccess);
  const newPassword = useWatch({ control, name: "newPassword" });

  useEffect(() => setFocus("newPassword"), [setFocus]);

  const onSubmit = handleSubmit(async ({ newPassword: password }) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
      release();
      await navigate(paths.auth.login.getHref(), { replace: true, state: passwordChangedNotice });
    } catch {
      // Shown below the heading.
    }
  });

  const linkSpent = isApiError(resetPassword.error) && resetPassword.error.type === "NotFound";
  if (linkSpent) return <InvalidLink reason={INVALID_LINK} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {resetPassword.isError && (
        <Alert title="The password was not changed">
          {describeError(resetPassword.error, "Try again in a moment.")}
        </Alert>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.userName} readOnly hidden />
      <NewPasswordFields
        newPassword={field("newPassword")}
        confirmPassword={field("confirmPassword")}
        value={newPassword}
        userName={user.userName}
        rulesIntro={`Use at least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.`}
      />
      <Button type="submit" busy={resetPassword.isPending} busyLabel="Saving…" className="w-full py-2.5">
        Set new password
      </Button>
      <p className="text-center text-xs text-slate-500">
        This link works until {expiryFormat.format(new Date(user.expiresAt))}.
      </p>
    </form>
  );
}

function ResetForToken({ token }: { token: string }) {
  const query = useQuery(resetTokenUserQueryOptions(token));
  if (query.isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Checking your link…</span>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.type === "NotFound")
      return <InvalidLink reason={INVALID_LINK} />;
    return <QueryLoadError className="space-y-4" title="Your link could not be checked" query={query} />;
  }
  return (
    <>
      <p className="-mt-3 mb-5 text-sm text-slate-600">
        For <span className="font-medium text-slate-900">{query.data.firstName}</span> (user name{" "}
        <span className="font-mono text-slate-900">{query.data.userName}</span>).
      </p>
      <NewPasswordForm token={token} user={query.data} />
    </>
  );
}

/** The e-mailed link's page (spec 000 section 2, /reset-new-password?token=…). */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  return (
    <AuthLayout
      title="Choose a new password"
      description="Your new password replaces the old one everywhere."
    >
      <title>{`Choose a new password · ${config.productName}`}</title>
      {token ? (
        <ResetForToken token={token} />
      ) : (
        <InvalidLink reason="The link is missing its reset code. Open the link from the e-mail again, or request a new one." />
      )}
    </AuthLayout>
  );
}
