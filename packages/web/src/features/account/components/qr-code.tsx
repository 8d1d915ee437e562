import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { Skeleton } from "../../../ui/skeleton";

/** A QR code of `value` as an image, drawn in the browser (the secret never leaves it). */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const [image, setImage] = useState<{ value: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { errorCorrectionLevel: "M", margin: 1, width: size * 2 })
      .then((url) => {
        if (current) setImage({ value, url });
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [value, size]);

  if (failed) {
    return (
      <p
        className="flex items-center justify-center text-center text-xs text-slate-500"
        style={{ width: size, height: size }}
      >
        The QR code could not be drawn. Enter the setup key instead.
      </p>
    );
  }
  if (!image || image.value !== value) {
    return (
      <div role="status" style={{ width: size, height: size }}>
        <span className="sr-only">Drawing the QR code…</span>
        <Skeleton className="size-full rounded-lg" />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      alt={label}
      width={size}
      height={size}
      className="rounded-lg ring-1 ring-slate-200"
    />
  );
}
