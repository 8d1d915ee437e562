import { isApiError } from "@rightsdesk/api-client";
import type { LoginRequest } from "@rightsdesk/domain";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { config } from "../../../config";
import { preloadApiRuntime } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { oneTimeCodeClassName, oneTimeCodeInputProps } from "../../../ui/one-time-code";
import { PasswordField } from "../../../ui/password-field";
import { TextField } from "../../../ui/text-field";
import { userNameInputProps } from "./user-name-input-props";
import { useLogin } from "../api/login";
import type { LoginField, LoginFieldErrors } from "../lib/login-check";
import { loginErrorMessage } from "./login-error-message";

/**
 * The form's check (the domain's LoginRequestSchema, and zod with it) and the API's chunk load once
 * the user starts typing, so the sign-in page itself stays small; a submit waits for them.
 */
const loadLoginCheck = () => import("../lib/login-check");
function preloadSignIn() {
  void loadLoginCheck().catch(() => undefined);
  preloadApiRuntime();
}

const emptyValues: LoginRequest = { userName: "", password: "" };

/**
 * Sign-in: user name and password, then — when the server answers MFARequired — the 6-digit code
 * from the user's authenticator app, sent again with the same credentials. Field errors show on
 * submit, and follow the typing after that.
 */
export function LoginForm({ forgotPasswordLink }: { forgotPasswordLink: ReactNode }) {
  const login = useLogin();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [values, setValues] = useState<LoginRequest>(emptyValues);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const inputs = { userName: userNameRef, password: passwordRef, otp: otpRef };
  const setFocus = (field: LoginField) => inputs[field].current?.focus();

  useEffect(() => {
    (needsCode ? otpRef : userNameRef).current?.focus();
  }, [needsCode]);

  useEffect(() => {
    if (serverMessage) alertRef.current?.focus();
  }, [serverMessage]);

  const field = (name: LoginField) => ({
    name,
    value: values[name] ?? "",
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      preloadSignIn();
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // After a submit, the errors follow what the user types.
      if (submitted)
        void loadLoginCheck().then(({ checkLogin }) => setErrors(checkLogin(next, needsCode).errors ?? {}));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerMessage(null);
    setSubmitted(true);
    let request: LoginRequest;
    try {
      const checked = (await loadLoginCheck()).checkLogin(values, needsCode);
      if (checked.errors) {
        setErrors(checked.errors);
        const first = (["userName", "password", "otp"] as const).find((name) => checked.errors[name]);
        if (first) setFocus(first);
        return;
      }
      setErrors({});
      request = checked.request;
    } catch (error) {
      setServerMessage(loginErrorMessage(error));
      return;
    }
    try {
      await login.mutateAsync(request);
      // The sign-in page moves on as soon as the session starts.
    } catch (error) {
      if (isApiError(error) && error.type === "MFARequired") {
        if (needsCode) {
          setValues((current) => ({ ...current, otp: "" }));
          setErrors({ otp: error.message || "That code did not work. Try the current one." });
          setFocus("otp");
        }
        setNeedsCode(true);
        return;
      }
      const { isLoginField } = await loadLoginCheck();
      const fieldErrors = isApiError(error)
        ? error.errors.flatMap((fieldError) => {
            const name = fieldError.field.split(".").at(-1);
            return isLoginField(name) ? [{ field: name, message: fieldError.message }] : [];
          })
        : [];
      const [firstFieldError] = fieldErrors;
      if (firstFieldError) {
        setErrors(Object.fromEntries(fieldErrors.map(({ field, message }) => [field, message])));
        setFocus(firstFieldError.field);
      } else {
        setServerMessage(loginErrorMessage(error));
      }
    }
  };

  const useAnotherAccount = () => {
    setNeedsCode(false);
    setValues((current) => ({ userName: current.userName, password: "" }));
    setErrors({});
    setServerMessage(null);
  };

  // After success the button stays busy until the next page replaces this one.
  const busy = login.isPending || login.isSuccess;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {serverMessage && (
        <Alert ref={alertRef} title="Sign-in failed">
          {serverMessage}
        </Alert>
      )}
      {needsCode ? (
        <>
          <Notice tone="info" title="Two-step sign-in">
            Signing in as <strong className="font-semibold">{values.userName}</strong>. Enter the 6-digit code
            your authenticator app shows for {config.productName}.
          </Notice>
          <TextField
            label="Authentication code"
            className={oneTimeCodeClassName}
            {...oneTimeCodeInputProps}
            ref={otpRef}
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
          <TextField label="User name" ref={userNameRef} {...userNameInputProps} {...field("userName")} />
          <div>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              ref={passwordRef}
              {...field("password")}
            />
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
