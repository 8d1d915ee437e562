import { zodResolver } from "@hookform/resolvers/zod";
import type { ContractCreateRequest, ContractDetail } from "@rightsdesk/domain";
import { useMemo, useState, type ReactNode } from "react";
import { FormProvider, useForm, type UseFormReturn } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { describeError } from "../../../lib/describe-error";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Button, buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { PageHeader } from "../../../ui/page-header";
import { WriteRightNotice } from "../../../ui/records/write-right-notice";
import { useModuleRight } from "../../../ui/use-can-read";
import { useCreateContract } from "../api/change-contract";
import {
  contractControlOf,
  contractFormSchema,
  contractRequestFieldNames,
  type ContractFormValues,
} from "../lib/contract-form";

export interface AddContractPageProps {
  /** Names the form to the discard guard: "add-contract". */
  formName: string;
  title: string;
  description: string;
  defaults: ContractFormValues;
  submitLabel?: string;
  /** Last checks the schema cannot make (the signed PDF is chosen); a message stops the save. */
  precheck?: () => string | null;
  /** After the contract is created and before leaving (link an asset, upload the signed PDF). */
  afterCreate?: (contract: ContractDetail) => Promise<void>;
  /** The form's fields, drawn inside its `FormProvider`. */
  children: (form: UseFormReturn<ContractFormValues, unknown, ContractCreateRequest>) => ReactNode;
}

/**
 * The frame of every contract creation page: the form checked by the domain's contract rules,
 * errors beside their fields (the server's too), the discard guard, and the new contract's page
 * once it is created.
 */
export function AddContractPage({
  formName,
  title,
  description,
  defaults,
  submitLabel = "Create contract",
  precheck,
  afterCreate,
  children,
}: AddContractPageProps) {
  const create = useCreateContract();
  const canAdd = useModuleRight("Contracts", "write");
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => contractFormSchema(), []);
  const form = useForm<ContractFormValues, unknown, ContractCreateRequest>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = form;
  const markSaved = useUnsavedChanges(formName, isDirty);
  const [finishing, setFinishing] = useState(false);
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    const stop = precheck?.();
    if (stop) {
      setFailure(stop);
      return;
    }
    let contract: ContractDetail;
    try {
      contract = await create.mutateAsync(body);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, contractRequestFieldNames);
      let first: keyof ContractFormValues | null = null;
      for (const { field, message } of fieldErrors) {
        const control = contractControlOf(field);
        if (!control) continue;
        setError(control, { type: "server", message });
        first ??= control;
      }
      if (first) setFocus(first);
      else setFailure(describeError(error, "The contract could not be created."));
      return;
    }
    markSaved();
    if (afterCreate) {
      setFinishing(true);
      try {
        await afterCreate(contract);
      } catch (error) {
        toast.error(
          describeError(error, `${contract.contractNumber} was created, but the last step failed.`),
        );
      } finally {
        setFinishing(false);
      }
    }
    toast.success(`${contract.contractNumber} ${contract.title} was created.`);
    void navigate(paths.app.contract.getHref(contract.id), { replace: true });
  });
  return (
    <>
      <title>{`${title} · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.contracts.all.getHref()} className="hover:underline">
            Contracts
          </Link>
        }
        title={title}
        description={description}
      />
      {!canAdd && <WriteRightNotice action="add a contract" module="Contracts" />}
      <FormProvider {...form}>
        <Card>
          <form onSubmit={onSubmit} noValidate aria-label={title}>
            {/* A role that may not add contracts sees the form locked rather than failing on save. */}
            <fieldset disabled={!canAdd} className="min-w-0">
              {failure && (
                <div className="px-5 pt-5 sm:px-6">
                  <Alert title="Not created">{failure}</Alert>
                </div>
              )}
              {children(form)}
              <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
                <Link to={paths.app.contracts.all.getHref()} className={buttonClassName("secondary")}>
                  Cancel
                </Link>
                <Button
                  type="submit"
                  busy={isSubmitting || create.isPending || finishing}
                  busyLabel="Creating…"
                >
                  {submitLabel}
                </Button>
              </div>
            </fieldset>
          </form>
        </Card>
      </FormProvider>
    </>
  );
}
