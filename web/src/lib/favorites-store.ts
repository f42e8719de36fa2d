// STUB (replaced by helper W1's module at merge): only the names of the issue-18 contract that settings use.
export interface Favorite {
  id: string;
  name: string;
  url: string;
  addedAt: Date;
}

const KEY = "penknife-favorites";

export function readFavorites(): Favorite[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as Favorite[]) : [];
  } catch {
    return [];
  }
}

export function replaceFavorites(list: Favorite[]): void {
  localStorage.setItem(KEY, JSON.stringify(list));
}
