import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "@/app/router";
import { startAppSettings } from "@/lib/apply-app-settings";
import { lookupTool } from "@/app/tool-lookup";
import { startHistory } from "@/features/history/start";
import { startServiceWorker } from "@/lib/offline/service-worker";
import { startThemeSync } from "@/lib/theme";
import "./index.css";

startThemeSync();
startAppSettings();
startHistory(lookupTool);
startServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
