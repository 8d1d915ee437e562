import { zodResolver } from "@hookform/resolvers/zod";
import type { GuaranteeRecord, GuaranteeSaveRequest } from "@rightsdesk/domain";
import { useForm } from "react-hook-form";
import { isApiError } from "@rightsdesk/api-client";
import { ItemFormDialog, useFormDialogSubmit } from "../../../ui/form-dialog";
import { useSaveGuarantee } from "../api/change-contract";
import {
  GuaranteeFormSchema,
  guaranteeControlOf,
  guaranteeFormValues,
  type GuaranteeFormValues,
} from "../lib/guarantee-form";
import { GuaranteePaymentsFieldset } from "./guarantee-payments-fieldset";
import { GuaranteeTermsFields } from "./guarantee-terms-fields";

/**
 * Adds or changes a guarantee with its payments: term, amount, mode, and one row per payment
 * (due date, amount, paid on, note). An installment guarantee can be split evenly; the rows'
 * sum is shown against the amount. The domain's messages land on the row they are about.
 */
export function GuaranteeDialog({
  contractId,
  guarantee,
  onClose,
}: {
  contractId: number;
  guarantee: GuaranteeRecord | null;
  onClose: () => void;
}) {
  const save = useSaveGuarantee(contractId);
  const form = useForm<GuaranteeFormValues, unknown, GuaranteeSaveRequest>({
    resolver: zodResolver(GuaranteeFormSchema),
    defaultValues: guaranteeFormValues(guarantee),
  });
  const { onSubmit, problem } = useFormDialogSubmit({
    form,
    serverErrors: (error) =>
      isApiError(error)
        ? error.errors.flatMap((fieldError) => {
            const path = fieldError.field.replace(/^body\./, "").split(".");
            if (path[0] === "version") return [];
            return [{ field: guaranteeControlOf(path) as never, message: fieldError.message }];
          })
        : [],
    save: async (body) => {
      await save.mutateAsync({ guaranteeId: guarantee?.id ?? null, body, version: guarantee?.version });
      return guarantee ? `${guarantee.guaranteeNumber} saved.` : "Guarantee added.";
    },
    failureText: "The guarantee could not be saved.",
    onClose,
  });
  const saving = form.formState.isSubmitting || save.isPending;
  return (
    <ItemFormDialog
      noun="guarantee"
      editing={Boolean(guarantee)}
      editTitle={guarantee ? `Edit ${guarantee.guaranteeNumber}` : undefined}
      description="Installments must add up to the guarantee's amount, and none may fall due before it starts."
      label="Guarantee"
      saving={saving}
      onClose={onClose}
      submission={{ problem, onSubmit }}
    >
      <GuaranteeTermsFields form={form} />
      <GuaranteePaymentsFieldset form={form} />
    </ItemFormDialog>
  );
}
