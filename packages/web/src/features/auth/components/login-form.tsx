import { zodResolver } from "@hookform/resolvers/zod";
import { isApiError } from "@rightsdesk/api-client";
import { LoginRequestSchema, type LoginRequest } from "@rightsdesk/domain";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/text-field";
import { useLogin } from "../api/login";
import { loginErrorMessage } from "./login-error-message";

const loginFields = ["userName", "password"] as const satisfies readonly (keyof LoginRequest)[];

/** The form field a server-side field error belongs to, if it is one of ours ("body.userName"). */
function loginFieldOf(field: string): keyof LoginRequest | undefined {
  const name = field.split(".").at(-1);
  return loginFields.find((candidate) => candidate === name);
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { userName: "", password: "" },
  });

  useEffect(() => {
    setFocus("userName");
  }, [setFocus]);

  useEffect(() => {
    if (serverMessage) alertRef.current?.focus();
  }, [serverMessage]);

  const onSubmit = handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
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

  // After success the button stays busy until the next page replaces this one.
  const busy = login.isPending || login.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverMessage && (
        <Alert ref={alertRef} title="Sign-in failed">
          {serverMessage}
        </Alert>
      )}
      <TextField
        label="User name"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={errors.userName?.message}
        {...register("userName")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" busy={busy} busyLabel="Signing in…" className="w-full py-2.5">
        Sign in
      </Button>
    </form>
  );
}
