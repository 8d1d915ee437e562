import { createRoot } from "react-dom/client";
import { config as configureZod } from "zod";
import { createApp } from "./app/app";
import { loadSessionTiming } from "./lib/session-timing";
import "./index.css";

// The page's Content-Security-Policy allows no eval: zod is told not to try compiling its checks.
configureZod({ jitless: true });

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  // The session runs on the server's timings, so they are asked for before anything renders.
  const App = createApp(await loadSessionTiming());
  createRoot(container).render(<App />);
}

void start();
