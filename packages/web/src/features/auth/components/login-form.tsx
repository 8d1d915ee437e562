import { zodResolver } from "@hookform/resolvers/zod";
import { isApiError } from "@rightsdesk/api-client";
import { LoginRequestSchema, OneTimeCodeSchema, type LoginRequest } from "@rightsdesk/domain";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { config } from "../../../config";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { oneTimeCodeClassName, oneTimeCodeInputProps } from "../../../ui/one-time-code";
import { PasswordField } from "../../../ui/password-field";
import { TextField } from "../../../ui/text-field";
import { bindField } from "../../../ui/bind-field";
import { userNameInputProps } from "./user-name-input-props";
import { useLogin } from "../api/login";
import { loginErrorMessage } from "./login-error-message";

const loginFields = ["userName", "password", "otp"] as const satisfies readonly (keyof LoginRequest)[];

/** The form field a server-side field error belongs to, if it is one of ours ("body.userName"). */
function loginFieldOf(field: string): keyof LoginRequest | undefined {
  const name = field.split(".").at(-1);
  return loginFields.find((candidate) => candidate === name);
}

/**
 * Sign-in: user name and password, then — when the server answers MFARequired — the 6-digit code
 * from the user's authenticator app, sent again with the same credentials.
 */
export function LoginForm({ forgotPasswordLink }: { forgotPasswordLink: ReactNode }) {
  const login = useLogin();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { userName: "", password: "" },
  });
  const { handleSubmit, setError, setFocus, setValue, getValues } = form;
  const field = bindField(form);

  useEffect(() => {
    setFocus(needsCode ? "otp" : "userName");
  }, [setFocus, needsCode]);

  useEffect(() => {
    if (serverMessage) alertRef.current?.focus();
  }, [serverMessage]);

  const onSubmit = handleSubmit(async (values) => {
    setServerMessage(null);
    if (needsCode) {
      const code = OneTimeCodeSchema.safeParse(values.otp ?? "");
      if (!code.success) {
        setError("otp", { type: "required", message: code.error.issues[0]?.message });
        setFocus("otp");
        return;
      }
    }
    try {
      await login.mutateAsync(needsCode ? values : { userName: values.userName, password: values.password });
      // The sign-in page moves on as soon as the session starts.
    } catch (error) {
      if (isApiError(error) && error.type === "MFARequired") {
        if (needsCode) {
          setValue("otp", "");
          setError("otp", {
            type: "server",
            message: error.message || "That code did not work. Try the current one.",
          });
          setFocus("otp");
        }
        setNeedsCode(true);
        return;
      }
      const fieldErrors = isApiError(error)
        ? error.errors.flatMap((fieldError) => {
            const field = loginFieldOf(fieldError.field);
            return field ? [{ field, message: fieldError.message }] : [];
          })
        : [];
      const [firstFieldError] = fieldErrors;
      if (firstFieldError) {
        for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
        setFocus(firstFieldError.field);
      } else {
        setServerMessage(loginErrorMessage(error));
      }
    }
  });

  const useAnotherAccount = () => {
    setNeedsCode(false);
    setValue("otp", undefined);
    setValue("password", "");
    setServerMessage(null);
  };

  // After success the button stays busy until the next page replaces this one.
  const busy = login.isPending || login.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverMessage && (
        <Alert ref={alertRef} title="Sign-in failed">
          {serverMessage}
        </Alert>
      )}
      {needsCode ? (
        <>
          <Notice tone="info" title="Two-step sign-in">
            Signing in as <strong className="font-semibold">{getValues("userName")}</strong>. Enter the
            6-digit code your authenticator app shows for {config.productName}.
          </Notice>
          <TextField
            label="Authentication code"
            className={oneTimeCodeClassName}
            {...oneTimeCodeInputProps}
            {...field("otp")}
          />
          <Button type="submit" busy={busy} busyLabel="Checking…" className="w-full py-2.5">
            Verify and sign in
          </Button>
          <button
            type="button"
            onClick={useAnotherAccount}
            className="w-full text-center text-sm font-medium text-indigo-700 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Use a different account
          </button>
        </>
      ) : (
        <>
          <TextField label="User name" {...userNameInputProps} {...field("userName")} />
          <div>
            <PasswordField label="Password" autoComplete="current-password" {...field("password")} />
            <div className="mt-2 text-right text-sm">{forgotPasswordLink}</div>
          </div>
          <Button type="submit" busy={busy} busyLabel="Signing in…" className="w-full py-2.5">
            Sign in
          </Button>
        </>
      )}
    </form>
  );
}
