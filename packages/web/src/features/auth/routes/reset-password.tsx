import { zodResolver } from "@hookform/resolvers/zod";
import { SendResetPasswordRequestSchema, type SendResetPasswordRequest } from "@rightsdesk/domain";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { MailIcon } from "../../../ui/icons";
import { TextField } from "../../../ui/text-field";
import { bindField } from "../../../ui/bind-field";
import { userNameInputProps } from "../components/user-name-input-props";
import { useSendResetLink } from "../api/send-reset-link";
import { AuthLayout } from "../components/auth-layout";
import { describeError } from "../../../lib/describe-error";
import { TextLink } from "../components/text-link";

function LinkSent({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="text-center">
      <div className="mx-auto flex size-11 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <MailIcon className="size-5" />
      </div>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-base font-semibold text-slate-900 focus:outline-none"
      >
        Check your e-mail
      </h2>
      <p role="status" className="mt-2 text-sm leading-6 text-slate-600">
        If an account matches, we sent a link to its e-mail address. The link works once and expires soon. If
        nothing arrives in a few minutes, check your spam folder.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <TextLink to={paths.auth.login.getHref()} className="text-sm">
          Back to sign in
        </TextLink>
        <button
          type="button"
          onClick={onSendAnother}
          className="text-sm text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline"
        >
          Send another link
        </button>
      </div>
    </div>
  );
}

/** Asks for a reset link by user name or e-mail address (spec 000 section 2, /reset-password). */
export function Component() {
  const sendLink = useSendResetLink();
  const form = useForm<SendResetPasswordRequest>({
    resolver: zodResolver(SendResetPasswordRequestSchema),
    defaultValues: { userNameOrEmail: "" },
  });
  const { handleSubmit, setFocus } = form;
  const field = bindField(form);

  useEffect(() => {
    if (!sendLink.isSuccess) setFocus("userNameOrEmail");
  }, [setFocus, sendLink.isSuccess]);

  const onSubmit = handleSubmit((values) => sendLink.mutate(values));

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter your user name or e-mail address. We will e-mail you a link to choose a new password."
    >
      <title>{`Reset your password · ${config.productName}`}</title>
      {sendLink.isSuccess ? (
        <LinkSent onSendAnother={() => sendLink.reset()} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {sendLink.isError && (
            <Alert title="The link could not be sent">
              {describeError(sendLink.error, "Try again in a moment.")}
            </Alert>
          )}
          <TextField label="User name or e-mail" {...userNameInputProps} {...field("userNameOrEmail")} />
          <Button type="submit" busy={sendLink.isPending} busyLabel="Sending…" className="w-full py-2.5">
            Send reset link
          </Button>
          <p className="text-center text-sm">
            <TextLink to={paths.auth.login.getHref()}>Back to sign in</TextLink>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
