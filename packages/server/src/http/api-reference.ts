import { errorCatalogue } from "@rightsdesk/domain";

type JsonObject = Record<string, unknown>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function block(title: string, value: unknown): string {
  if (value === undefined) return "";
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
}

/** A readable, self-contained API reference page rendered from the OpenAPI document. */
export function renderApiReference(document: JsonObject): string {
  const paths = document["paths"] as Record<string, Record<string, JsonObject>>;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  const tags = [...new Set(operations.map(({ operation }) => (operation["tags"] as string[])[0] ?? "Other"))];
  const sections = tags
    .map((tag) => {
      const rows = operations
        .filter(({ operation }) => (operation["tags"] as string[])[0] === tag)
        .map(({ path, method, operation }) => {
          const content = (operation["requestBody"] as JsonObject | undefined)?.["content"] as
            JsonObject | undefined;
          const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
          const requestSchema = (media as JsonObject | undefined)?.["schema"];
          const responses = operation["responses"] as JsonObject;
          return `<article id="${escapeHtml(String(operation["operationId"]))}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(String(operation["summary"]))} <em>${escapeHtml(String(operation["description"]))}</em></p>
  ${block(mediaType === "multipart/form-data" ? "Request body (multipart form)" : "Request body", requestSchema)}
  ${block("Responses", responses)}
</article>`;
        })
        .join("\n");
      return `<section><h2>${escapeHtml(tag)}</h2>${rows}</section>`;
    })
    .join("\n");
  const errors = errorCatalogue
    .map((entry) => `<tr><td>${entry.code}</td><td>${entry.type}</td><td>${entry.httpStatus}</td></tr>`)
    .join("");
  const info = document["info"] as JsonObject;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rights Desk API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:32px 24px}
h1{font-size:28px;margin:0 0 4px}h2{font-size:20px;margin:32px 0 12px;border-bottom:1px solid #e2e8f0;padding-bottom:4px}
h3{font-size:16px;margin:0 0 4px}article{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin:0 0 12px}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px;background:#475569}
.post{background:#4f46e5}.get{background:#059669}.put{background:#d97706}.delete{background:#dc2626}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #e2e8f0;padding:4px 12px;text-align:left}
summary{cursor:pointer;color:#4338ca}
</style></head>
<body><main>
<h1>Rights Desk API reference</h1>
<p>Version ${escapeHtml(String(info["version"]))}. Base path <code>/api/v1</code>. Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).
Send <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /User/Login</code>.</p>
<h2>Errors</h2>
<p>Every error answers <code>{ errorCode, errorType, message, errors?: [{ field, message }] }</code>.</p>
<table><thead><tr><th>Code</th><th>Type</th><th>HTTP status</th></tr></thead><tbody>${errors}</tbody></table>
${sections}
</main></body></html>`;
}
