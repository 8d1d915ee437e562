import { zodResolver } from "@hookform/resolvers/zod";
import { isApiError } from "@rightsdesk/api-client";
import { SelfMutateRequestSchema, type UserDetail } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { bindField } from "../../../ui/bind-field";
import { selfQueryOptions, useMutateSelf } from "../api/self";
import { QueryView } from "../../../ui/query-view";

const DetailsSchema = SelfMutateRequestSchema.omit({ version: true });
const detailFields = ["firstName", "lastName", "email"] as const;

function detailFieldOf(field: string) {
  const name = field.split(".").at(-1);
  return detailFields.find((candidate) => candidate === name);
}

function DetailsForm({ user }: { user: UserDetail }) {
  const mutateSelf = useMutateSelf();
  const form = useForm({
    resolver: zodResolver(DetailsSchema),
    values: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    resetOptions: { keepDirtyValues: true },
  });
  const { handleSubmit, reset, setError } = form;
  const { isDirty } = form.formState;
  const field = bindField(form);
  useUnsavedChanges("profile-details", isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutateSelf.mutateAsync({ ...values, version: user.version });
      reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
      toast.success("Your details were saved.");
    } catch (error) {
      if (!isApiError(error)) return;
      for (const fieldError of error.errors) {
        const field = detailFieldOf(fieldError.field);
        if (field) setError(field, { type: "server", message: fieldError.message });
      }
    }
  });

  const unplacedError =
    mutateSelf.isError &&
    !(isApiError(mutateSelf.error) && mutateSelf.error.errors.some((e) => detailFieldOf(e.field)));

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="space-y-5 px-5 py-5 sm:px-6">
        {unplacedError && (
          <Alert title="Your details were not saved">
            {describeError(mutateSelf.error, "Try again in a moment.")}
          </Alert>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
          <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
        </div>
        <TextField label="E-mail" type="email" autoComplete="email" {...field("email")} />
        <p className="text-xs text-slate-500">
          Password-reset links go to this address. Your user name,{" "}
          <span className="font-mono">{user.userName}</span>, can only be changed by an administrator.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 bg-slate-50/60 px-5 py-3.5 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" disabled={!isDirty || mutateSelf.isPending} onClick={() => reset()}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty} busy={mutateSelf.isPending} busyLabel="Saving…">
          Save changes
        </Button>
      </div>
    </form>
  );
}

function DetailsLoading() {
  return (
    <div role="status" className="space-y-5 px-5 py-5 sm:px-6">
      <span className="sr-only">Loading your details…</span>
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
      <Skeleton className="h-14" />
    </div>
  );
}

/** Your name and e-mail, editable (POST /User/Self/Mutate), guarded against leaving unsaved. */
export function DetailsCard() {
  const self = useQuery(selfQueryOptions());
  return (
    <Card aria-labelledby="details-title">
      <CardHeader
        titleId="details-title"
        title="Your details"
        description="How you appear to colleagues, and where we e-mail you."
      />
      <QueryView query={self} loading={<DetailsLoading />} errorTitle="Your details could not be loaded">
        {(data) => <DetailsForm user={data} />}
      </QueryView>
    </Card>
  );
}
