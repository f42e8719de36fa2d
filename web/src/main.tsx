import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createRouter } from "@/app/router";
import { startAppSettings } from "@/lib/apply-app-settings";
import { lookupTool } from "@/app/tool-lookup";
import { startHistory } from "@/features/history/start";
import { startServiceWorker } from "@/lib/offline/service-worker";
import { startThemeSync } from "@/lib/theme";
import { startI18n } from "@/lib/i18n/catalogues";
import { pageLocale } from "@/lib/i18n/page-locale";
import { startFollowingLanguageChoice } from "@/lib/i18n/follow-choice";
import { localePrefix } from "@/lib/i18n/locales";
import "./index.css";

startThemeSync();
startAppSettings();
startHistory(lookupTool);
startServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const locale = pageLocale();
void startI18n(locale).then(() => {
  startFollowingLanguageChoice();
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={createRouter(localePrefix(locale))} />
      </I18nProvider>
    </StrictMode>,
  );
});
