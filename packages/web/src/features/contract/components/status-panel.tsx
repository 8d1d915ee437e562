import {
  contractStatusLabel,
  type ContractDetail,
  type ContractLifecycleStatus,
  type ContractStatus,
  type ContractStatusChangeRequest,
} from "@rightsdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { describeError } from "../../../lib/describe-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { ConfirmDialog, Modal } from "../../../ui/dialog";
import { CopyIcon, TrashIcon } from "../../../ui/icons";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { TextareaField } from "../../../ui/textarea-field";
import { RenderContractPdfButton } from "../../contract-templates";
import { useDeleteRecord } from "../../../ui/records/record-mutations";
import { useChangeContractStatus, useCopyContract } from "../api/change-contract";
import { ContractStatusBadge, PayrollStatusBadge } from "./contract-badges";
import { useRecordPage } from "../../../ui/records/record-page";
import { contractKind } from "../api/contract-kind";
import { TitledCard } from "../../../ui/titled-card";

const isVoid = (status: ContractStatus) => status === "Voided" || status === "Cancelled";
const statusVerb = (status: ContractStatus) =>
  isVoid(status) ? "Void contract" : `Move to ${contractStatusLabel(status)}`;

/** Asks why before voiding: the reason is kept in the log, and a voided contract stays voided. */
function VoidDialog({
  contract,
  target,
  onClose,
  onVoid,
}: {
  contract: ContractDetail;
  target: ContractStatus;
  onClose: () => void;
  onVoid: (reason: string) => Promise<string | null>;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (reason.trim() === "") {
      setError("Say why the contract is voided.");
      return;
    }
    setBusy(true);
    const failure = await onVoid(reason.trim());
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      title={`Void ${contract.contractNumber}?`}
      description="A voided contract can no longer be changed or moved to another status. Say why; the reason is kept in its log."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void submit()} busy={busy} busyLabel="Voiding…">
            {statusVerb(target)}
          </Button>
        </>
      }
    >
      <TextareaField
        label="Reason"
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
      />
    </Modal>
  );
}

/**
 * The contract's status and payroll status with a button for each move the domain's machines
 * allow now (`nextStatuses`), Copy, Delete (Draft only) and the PDF drawn from its template.
 */
export function ContractStatusPanel() {
  const { record: contract, canWrite, canDelete } = useRecordPage(contractKind);
  const change = useChangeContractStatus(contract.id);
  const copy = useCopyContract(contract.id);
  const remove = useDeleteRecord(contractKind, contract.id);
  const navigate = useNavigate();
  const { begin, end, lock } = useLockedEdit("contract-status");
  const [voiding, setVoiding] = useState<ContractStatus | null>(null);
  const [confirm, setConfirm] = useState<"copy" | "delete" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (body: Omit<ContractStatusChangeRequest, "version">): Promise<string | null> => {
    setFailure(null);
    try {
      if (!(await begin())) return "Someone else is editing this contract.";
      const next = await change.mutateAsync({ ...body, version: contract.version });
      toast.success(
        body.status
          ? `${next.contractNumber} is now ${contractStatusLabel(next.status)}.`
          : `Payroll status is now ${formatCatalogueName(next.payrollStatus)}.`,
      );
      return null;
    } catch (error) {
      lock.check();
      const message = describeError(error, "The status could not be changed.");
      setFailure(message);
      return message;
    } finally {
      end();
    }
  };
  const runCopy = async () => {
    try {
      const copied = await copy.mutateAsync();
      toast.success(`${copied.contractNumber} was made as a Draft copy.`);
      setConfirm(null);
      void navigate(paths.app.contract.getHref(copied.id));
    } catch (error) {
      setFailure(describeError(error, "The contract could not be copied."));
    }
  };
  const runDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success(`${contract.contractNumber} was deleted.`);
      void navigate(paths.app.contracts.all.getHref(), { replace: true });
    } catch (error) {
      setFailure(describeError(error, "The contract could not be deleted."));
    }
  };
  const busy = change.isPending;
  return (
    <TitledCard
      titleId="contract-status-title"
      title="Status"
      description="Only the moves allowed from the current status are offered."
    >
      <div className="space-y-5 px-5 py-5 sm:px-6">
        {failure && <Alert title="That did not work">{failure}</Alert>}
        <div>
          <p className="text-sm text-slate-500">Status</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <ContractStatusBadge status={contract.status} />
            {canWrite &&
              contract.nextStatuses.map((status) => (
                <Button
                  key={status}
                  variant={isVoid(status) ? "danger" : "secondary"}
                  disabled={busy || lock.isLockedByOther}
                  onClick={() => (isVoid(status) ? setVoiding(status) : void send({ status }))}
                >
                  {statusVerb(status)}
                </Button>
              ))}
          </div>
        </div>
        <div>
          <p className="text-sm text-slate-500">Payroll status</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <PayrollStatusBadge status={contract.payrollStatus} />
            {canWrite &&
              contract.nextPayrollStatuses.map((status: ContractLifecycleStatus) => (
                <Button
                  key={status}
                  variant="secondary"
                  disabled={busy || lock.isLockedByOther}
                  onClick={() => void send({ payrollStatus: status })}
                >
                  {`Payroll: ${formatCatalogueName(status)}`}
                </Button>
              ))}
          </div>
        </div>
        <div className="border-t border-slate-100 pt-5">
          <p className="mb-2 text-sm text-slate-500">Contract PDF</p>
          <RenderContractPdfButton
            contractId={contract.id}
            templateId={contract.templateId}
            canWrite={canWrite}
          />
        </div>
        {canWrite && (
          <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
            <Button variant="secondary" onClick={() => setConfirm("copy")}>
              <CopyIcon className="size-4" />
              Copy contract
            </Button>
            {canDelete && contract.status === "Draft" && (
              <Button variant="danger" onClick={() => setConfirm("delete")}>
                <TrashIcon className="size-4" />
                Delete contract
              </Button>
            )}
          </div>
        )}
      </div>
      {voiding && (
        <VoidDialog
          contract={contract}
          target={voiding}
          onClose={() => setVoiding(null)}
          onVoid={(reason) => send({ status: voiding, reason })}
        />
      )}
      <ConfirmDialog
        open={confirm === "copy"}
        onClose={() => setConfirm(null)}
        onConfirm={() => void runCopy()}
        title={`Copy ${contract.contractNumber}?`}
        confirmLabel="Copy contract"
        busyLabel="Copying…"
        tone="primary"
        busy={copy.isPending}
      >
        A new Draft with the next number takes this contract's profile, sections and guarantees. Rights
        acquired and documents stay here.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "delete"}
        onClose={() => setConfirm(null)}
        onConfirm={() => void runDelete()}
        title={`Delete ${contract.contractNumber}?`}
        confirmLabel="Delete contract"
        busyLabel="Deleting…"
        busy={remove.isPending}
      >
        The Draft and everything on it are deleted for good.
      </ConfirmDialog>
    </TitledCard>
  );
}
