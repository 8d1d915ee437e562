import "./configure-zod";
import { createRoot } from "react-dom/client";
import { createApp } from "./app/app";
import { loadApiRuntime } from "./lib/api-client";
import { hasStoredSession } from "./lib/session";
import { loadSessionTiming } from "./lib/session-timing";
import "./index.css";

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  // A stored session is read with the schemas of the API's chunk, and calls the server at once;
  // the sign-in page needs neither. A chunk that cannot load fails the first call instead.
  const [timing] = await Promise.all([
    // The session runs on the server's timings, so they are known before anything renders.
    loadSessionTiming(),
    hasStoredSession() ? loadApiRuntime().catch(() => undefined) : undefined,
  ]);
  const App = createApp(timing);
  createRoot(container).render(<App />);
}

void start();
