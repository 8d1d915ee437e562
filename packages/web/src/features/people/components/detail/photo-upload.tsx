import { SIZE_LIMIT_BYTES, formatByteSize } from "@rightsdesk/domain";
import { useId, useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { Alert } from "../../../../ui/alert";
import { Button } from "../../../../ui/button";
import { CheckboxField } from "../../../../ui/checkbox-field";
import { TextField } from "../../../../ui/text-field";
import { useAddPersonPhoto } from "../../api/person-photos";

const acceptedTypes = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "image/tiff"];

/**
 * Adds a photo: choose an image, give it a caption (its alt text), and say whether it is the
 * primary photo. The change waits for the person's edit lock (`begin`) like any other edit.
 */
export function PhotoUpload({
  personId,
  fullName,
  isFirst,
  disabled,
  begin,
  end,
}: {
  personId: number;
  fullName: string;
  /** The person has no photo yet: this one becomes primary whatever the box says. */
  isFirst: boolean;
  disabled: boolean;
  begin: () => Promise<boolean>;
  end: () => void;
}) {
  const inputId = useId();
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [isPrimary, setIsPrimary] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddPersonPhoto(personId);
  useUnsavedChanges(`person-photo-${personId}`, file !== null);

  const choose = (chosen: File | undefined) => {
    setProblem(null);
    if (!chosen) return setFile(null);
    if (!chosen.type.startsWith("image/")) {
      setFile(null);
      return setProblem(`${chosen.name} is not an image. Choose a JPEG, PNG, WebP, HEIC or TIFF file.`);
    }
    if (chosen.size > SIZE_LIMIT_BYTES) {
      setFile(null);
      return setProblem(`${chosen.name} is larger than ${formatByteSize(SIZE_LIMIT_BYTES)}.`);
    }
    setFile(chosen);
  };

  const clear = () => {
    setFile(null);
    setCaption("");
    setIsPrimary(false);
    setInputKey((key) => key + 1);
  };

  const save = async () => {
    if (!file) return setProblem("Choose an image first.");
    setProblem(null);
    try {
      if (!(await begin())) return;
      await add.mutateAsync({ file, caption: caption.trim(), isPrimary: isPrimary || isFirst });
      toast.success(`The photo of ${fullName} was added.`);
      clear();
    } catch (error) {
      setProblem(describeError(error, "The photo could not be added."));
    } finally {
      end();
    }
  };

  return (
    <form
      aria-label="Add a photo"
      className="space-y-4 px-5 py-5 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problem && <Alert title="The photo was not added">{problem}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Image
          </label>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept={acceptedTypes.join(",")}
            disabled={disabled || add.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
            className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100 disabled:opacity-50"
          />
          <p className="mt-1.5 text-sm text-slate-500">
            JPEG, PNG, WebP, HEIC or TIFF. It is turned upright and its metadata (location, camera) removed;
            the caption describes it to people who cannot see it.
          </p>
        </div>
        <TextField
          label="Caption (optional)"
          maxLength={200}
          value={caption}
          disabled={disabled || add.isPending}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>
      {!isFirst && (
        <CheckboxField
          label="Make it the primary photo"
          checked={isPrimary}
          disabled={disabled || add.isPending}
          onChange={(event) => setIsPrimary(event.target.checked)}
        />
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {file && (
          <Button variant="secondary" disabled={add.isPending} onClick={clear}>
            Clear
          </Button>
        )}
        <Button type="submit" disabled={disabled || !file} busy={add.isPending} busyLabel="Uploading…">
          Add photo
        </Button>
      </div>
    </form>
  );
}
