import { MfaDisableRequestSchema, OneTimeCodeSchema, type MfaSetupResponse } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { CopyIcon, ShieldIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { oneTimeCodeClassName, oneTimeCodeInputProps } from "../../../ui/one-time-code";
import { cx } from "../../../ui/cx";
import { PasswordField } from "../../../ui/password-field";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { mfaStatusQueryOptions, useDisableMfa, useEnableMfa, useSetupMfa } from "../api/mfa";
import { QrCode } from "./qr-code";

export const twoStepSectionId = "two-step";

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <div className="mt-2 text-sm text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** Scan or type the secret, then confirm with a code: only a confirmed authenticator is switched on. */
function Enrolment({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: MfaSetupResponse;
  onCancel: () => void;
  onEnabled: () => void;
}) {
  const enable = useEnableMfa();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);
  useUnsavedChanges("two-step-enrolment", code.length > 0);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success("Setup key copied.");
    } catch {
      toast.error("Copying is not allowed here; select the key and copy it yourself.");
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = OneTimeCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    try {
      await enable.mutateAsync(parsed.data);
      setCode("");
      onEnabled();
    } catch (error) {
      setCodeError(describeError(error, "That code did not work. Try the one your app shows now."));
      codeRef.current?.focus();
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="px-5 py-5 sm:px-6">
      <ol className="space-y-6">
        <Step number={1} title="Scan the QR code">
          <p>
            Open your authenticator app (Microsoft Authenticator, Google Authenticator, 1Password…) and scan
            this code.
          </p>
          <div className="mt-3">
            <QrCode value={setup.otpauthUrl} label="QR code to scan with your authenticator app" />
          </div>
        </Step>
        <Step number={2} title="Or type the setup key">
          <p>If you cannot scan, add an account by hand in the app with this key (time-based).</p>
          <div className="mt-3 flex max-w-md items-end gap-2">
            <TextField
              label="Setup key"
              value={setup.secret}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className="flex-1 [&_input]:font-mono [&_input]:tracking-wider"
            />
            <Button variant="secondary" onClick={() => void copySecret()}>
              <CopyIcon className="size-4" />
              Copy
            </Button>
          </div>
        </Step>
        <Step number={3} title="Enter the code the app shows">
          <TextField
            ref={codeRef}
            label="Authentication code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            error={codeError}
            className={cx("max-w-48", oneTimeCodeClassName)}
            {...oneTimeCodeInputProps}
          />
        </Step>
      </ol>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={enable.isPending} busyLabel="Checking…">
          Turn on two-step sign-in
        </Button>
      </div>
    </form>
  );
}

function DisableForm({ onCancel, onDisabled }: { onCancel: () => void; onDisabled: () => void }) {
  const disable = useDisableMfa();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  useUnsavedChanges("two-step-disable", password.length > 0);
  useEffect(() => inputRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MfaDisableRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    try {
      await disable.mutateAsync(parsed.data.password);
      setPassword("");
      onDisabled();
    } catch (failure) {
      setError(describeError(failure, "Two-step sign-in could not be turned off. Try again."));
      inputRef.current?.focus();
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4 border-t border-slate-100 px-5 py-5 sm:px-6"
    >
      <p className="text-sm text-slate-600">Enter your password to turn two-step sign-in off.</p>
      <PasswordField
        ref={inputRef}
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        className="sm:max-w-sm"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={disable.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" busy={disable.isPending} busyLabel="Turning off…">
          Turn off two-step sign-in
        </Button>
      </div>
    </form>
  );
}

type Mode = "status" | "enrolling" | "disabling";

/** Two-step sign-in with an authenticator app: status, enrolment (QR code and key), turning it off. */
export function TwoStepCard({ locked }: { locked: boolean }) {
  const status = useQuery({ ...mfaStatusQueryOptions(), enabled: !locked });
  const setup = useSetupMfa();
  const [mode, setMode] = useState<Mode>("status");

  const startEnrolment = async () => {
    try {
      await setup.mutateAsync();
      setMode("enrolling");
    } catch {
      // Shown in the card.
    }
  };
  const backToStatus = () => {
    setMode("status");
    setup.reset();
  };

  const enabled = status.data?.enabled === true;
  const badge = status.data ? (
    <Badge tone={enabled ? "green" : "slate"}>{enabled ? "On" : "Off"}</Badge>
  ) : null;

  return (
    <Card id={twoStepSectionId} aria-labelledby="two-step-title" className="scroll-mt-24">
      <CardHeader
        titleId="two-step-title"
        title={<span className="flex items-center gap-2">Two-step sign-in {badge}</span>}
        description="A code from an app on your phone, asked for at sign-in after your password."
      />
      {locked ? (
        <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">
          Available once you have chosen your own password.
        </p>
      ) : status.isPending ? (
        <div role="status" className="space-y-3 px-5 py-5 sm:px-6">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-9 w-40" />
        </div>
      ) : status.isError ? (
        <QueryLoadError title="Two-step sign-in could not be loaded" query={status} />
      ) : mode === "enrolling" && setup.data ? (
        <Enrolment
          setup={setup.data}
          onCancel={backToStatus}
          onEnabled={() => {
            backToStatus();
            toast.success("Two-step sign-in is on. Next time you sign in, have your phone ready.");
          }}
        />
      ) : (
        <>
          <div className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div className="flex items-start gap-3">
              <ShieldIcon
                className={cx("mt-0.5 size-5 shrink-0", enabled ? "text-emerald-600" : "text-slate-400")}
              />
              <p className="text-sm text-slate-700">
                {enabled
                  ? "Sign-in asks for a code from your authenticator app."
                  : "Only your password protects your account. Add a code from your phone to keep contracts and personal data safe even if the password leaks."}
              </p>
            </div>
            {mode === "status" &&
              (enabled ? (
                <Button variant="secondary" onClick={() => setMode("disabling")} className="shrink-0">
                  Turn off
                </Button>
              ) : (
                <Button
                  onClick={() => void startEnrolment()}
                  busy={setup.isPending}
                  busyLabel="Preparing…"
                  className="shrink-0"
                >
                  Set up
                </Button>
              ))}
          </div>
          {setup.isError && (
            <div className="px-5 pb-5 sm:px-6">
              <Alert title="Two-step sign-in could not be set up">
                {describeError(setup.error, "Try again in a moment.")}
              </Alert>
            </div>
          )}
          {mode === "disabling" && enabled && (
            <DisableForm
              onCancel={() => setMode("status")}
              onDisabled={() => {
                setMode("status");
                toast.success("Two-step sign-in is off.");
              }}
            />
          )}
        </>
      )}
    </Card>
  );
}
