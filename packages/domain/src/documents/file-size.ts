const units = [
  { name: "GiB", bytes: 1024 ** 3 },
  { name: "MiB", bytes: 1024 ** 2 },
  { name: "KiB", bytes: 1024 },
] as const;

/**
 * A byte count in words for messages: whole binary units when it is one ("1 GiB",
 * "512 KiB"), otherwise the exact number of bytes ("1,000 bytes"), so a limit is never
 * rounded into a different number.
 */
export function formatByteSize(bytes: number): string {
  for (const unit of units) {
    if (bytes >= unit.bytes && bytes % unit.bytes === 0) return `${bytes / unit.bytes} ${unit.name}`;
  }
  return bytes === 1 ? "1 byte" : `${bytes.toLocaleString("en-US")} bytes`;
}
