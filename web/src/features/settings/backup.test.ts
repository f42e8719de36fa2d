import { describe, expect, it } from "vitest";
import { defaultAppSettings } from "@/lib/app-settings";
import { backupFileName, backupToCsv, buildBackup, serializeBackup } from "./backup";
import { storageUsage } from "./storage-usage";

const now = new Date(2026, 10, 25, 9, 30);
const backup = buildBackup(
  {
    settings: defaultAppSettings(),
    profile: null,
    history: [
      {
        id: "h1",
        tool: "word-counter",
        category: "text-writing",
        timestamp: "2026-11-24T10:00:00.000Z",
        duration: 3,
        description: '=HYPERLINK("x"), "quoted"',
        url: "/tools/word-counter",
      },
    ],
    favorites: [],
    pastes: [],
  },
  now,
);

describe("the Backup file", () => {
  it("holds the spec's fields and version 1.0", () => {
    expect(Object.keys(backup)).toEqual([
      "settings",
      "profile",
      "history",
      "favorites",
      "pastes",
      "exportDate",
      "version",
    ]);
    expect(backup.version).toBe("1.0");
    expect(backup.exportDate).toBe(now.toISOString());
  });

  it("is named {product}_backup_{date} with the format's extension", () => {
    expect(backupFileName("json", now)).toBe("penknife_backup_2026-11-25.json");
    expect(backupFileName("csv", now)).toBe("penknife_backup_2026-11-25.csv");
  });

  it("as CSV: a key,value row per field, quoted, formulas defused", () => {
    const rows = backupToCsv(backup).split("\r\n");
    expect(rows[0]).toBe("key,value");
    expect(rows).toContain("settings.theme,system");
    expect(rows).toContain("settings.preferences.fontSize,14");
    expect(rows).toContain("settings.security.sessionTimeout,60");
    expect(rows).toContain("profile,");
    expect(rows).toContain("history.0.tool,word-counter");
    expect(rows).toContain(`history.0.description,"'=HYPERLINK(""x""), ""quoted"""`);
    expect(rows).toContain("version,1.0");
    expect(rows.at(-1)).toBe("");
  });

  it("as JSON: the object itself", () => {
    const { text, type } = serializeBackup(backup, "json");
    expect(type).toBe("application/json");
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(backup)));
  });
});

describe("storageUsage", () => {
  it("turns yellow above 60 % and red above 80 % of 5120 KB", () => {
    expect(storageUsage(0)).toEqual({ usedKb: 0, percent: 0, level: "normal" });
    expect(storageUsage(3072 * 1024).level).toBe("normal");
    expect(storageUsage(3073 * 1024).level).toBe("warning");
    expect(storageUsage(4096 * 1024).level).toBe("warning");
    expect(storageUsage(4097 * 1024).level).toBe("critical");
    expect(storageUsage(6000 * 1024).percent).toBe(100);
  });
});
