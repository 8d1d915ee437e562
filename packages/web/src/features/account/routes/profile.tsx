import type { QueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { useStoredSession } from "../../../lib/session";
import { PageHeader } from "../../../ui/page-header";
import { AlertsAndCalendarCard } from "../../alerts";
import { selfQueryOptions } from "../api/self";
import { AccountSummaryCard } from "../components/account-summary-card";
import { ChangePasswordCard } from "../components/change-password-card";
import { DetailsCard } from "../components/details-card";
import { TwoStepCard } from "../components/two-step-card";
import { prefetchQueries } from "../../../lib/prefetch-queries";

export function loader(queryClient: QueryClient) {
  return () => prefetchQueries(queryClient.ensureQueryData(selfQueryOptions()));
}

/** /profile: your details, your password and two-step sign-in (spec 000 section 2). */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { userInfo, passwordChangeRequired } = useStoredSession();
  const section = searchParams.get("section");

  const onPasswordChanged = (wasRequired: boolean) => {
    if (!wasRequired) return;
    toast.success(`Your password was changed. Welcome to ${config.productName}.`);
    void navigate(paths.app.dashboard.getHref(), { replace: true });
  };

  return (
    <>
      <title>{`Your profile · ${config.productName}`}</title>
      <PageHeader
        eyebrow="Account"
        title="Your profile"
        description="Your details, your password and how you sign in."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {passwordChangeRequired ? null : <DetailsCard />}
          <ChangePasswordCard
            userName={userInfo?.userName ?? ""}
            required={passwordChangeRequired}
            focusOnMount={passwordChangeRequired || section === "password"}
            onChanged={onPasswordChanged}
          />
          <TwoStepCard locked={passwordChangeRequired} />
          {passwordChangeRequired ? null : <AlertsAndCalendarCard />}
        </div>
        <AccountSummaryCard className="self-start" />
      </div>
    </>
  );
}
