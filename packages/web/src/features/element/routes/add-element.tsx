import { zodResolver } from "@hookform/resolvers/zod";
import type { ElementProfileInput } from "@rightsdesk/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { describeError } from "../../../lib/describe-error";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Button, buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { PageHeader } from "../../../ui/page-header";
import { useCreateElement } from "../api/change-element";
import { ElementFields } from "../components/element-fields";
import {
  ElementFormSchema,
  elementFormFieldNames,
  emptyElementForm,
  type ElementFormValues,
} from "../lib/element-profile-form";

/** /add/element: a new element (its type decides its details), then its page. */
export function Component() {
  const create = useCreateElement();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ElementFormValues, unknown, ElementProfileInput>({
    resolver: zodResolver(ElementFormSchema),
    defaultValues: emptyElementForm,
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = form;
  const markSaved = useUnsavedChanges("add-element", isDirty);
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const element = await create.mutateAsync(body);
      markSaved();
      toast.success(`${element.title} was added.`);
      void navigate(paths.app.element.getHref(element.id), { replace: true });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, elementFormFieldNames);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) setFocus(first.field);
      else setFailure(describeError(error, "The element could not be added."));
    }
  });
  return (
    <>
      <title>{`Add element · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.elements.all.getHref()} className="hover:underline">
            Elements
          </Link>
        }
        title="Add an element"
        description="Music, footage, an image, a font…: what it is and who licenses it. Its licences are added on its page."
      />
      <FormProvider {...form}>
        <Card>
          <form onSubmit={onSubmit} noValidate aria-label="Add element">
            {failure && (
              <div className="px-5 pt-5 sm:px-6">
                <Alert title="Not saved">{failure}</Alert>
              </div>
            )}
            <ElementFields parts={["profile", "vendor"]} />
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
              <Link to={paths.app.elements.all.getHref()} className={buttonClassName("secondary")}>
                Cancel
              </Link>
              <Button type="submit" busy={isSubmitting || create.isPending} busyLabel="Adding…">
                Add element
              </Button>
            </div>
          </form>
        </Card>
      </FormProvider>
    </>
  );
}
