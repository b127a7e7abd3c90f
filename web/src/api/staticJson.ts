import { startTransition, useEffect, useState } from 'react';
import type { ApiError } from './baseQuery';

/** What a page reads of one public JSON document: as RTK Query's result, without the store. */
export interface StaticJson<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  refetch: () => void;
}

export type StaticJsonEntry = { data?: unknown; error?: ApiError };

// One answer per URL for the page's lifetime (the reference's pages share one document); a
// failure is kept until a retry asks again.
const entries = new Map<string, StaticJsonEntry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * A plain fetch of the same URL, CORS mode, same-origin credentials: it takes the response the
 * server's HTML preloads (`<link rel=preload as=fetch crossorigin>`, see page-shell.ts).
 */
async function fetchJson(url: string): Promise<StaticJsonEntry> {
  try {
    const response = await fetch(new URL(url, window.location.origin), { headers: { Accept: 'application/json' } });
    if (!response.ok) return { error: { status: response.status, message: `${response.status}: ${response.statusText}` } };
    return { data: (await response.json()) as unknown };
  } catch (error) {
    return { error: { status: 0, message: `0: ${error instanceof Error ? error.message : 'Network error'}` } };
  }
}

const inFlight = new Map<string, Promise<StaticJsonEntry>>();

function load(url: string): Promise<StaticJsonEntry> {
  entries.set(url, {});
  notify();
  const loading = fetchJson(url).then((entry) => {
    entries.set(url, entry);
    inFlight.delete(url);
    notify();
    return entry;
  });
  inFlight.set(url, loading);
  return loading;
}

/**
 * Fetches a document before the page that reads it renders (main.tsx, for a prerendered page
 * drawn with it): the page's first render then has it, as the prerender had. A failure is kept as
 * the page's error, as if the page had asked.
 */
export function loadStaticJson(url: string): Promise<StaticJsonEntry> {
  return inFlight.get(url) ?? (entries.has(url) ? Promise.resolve(entries.get(url)!) : load(url));
}

/**
 * The document as fetched before the page rendered (main.tsx) or primed by the prerender, if it
 * is here, for a page that keeps it up to date itself (the news page polls its posts).
 */
export function peekStaticJson(url: string): StaticJsonEntry | undefined {
  return entries.get(url);
}

/** Lets go of one document (once it has arrived, if on its way): the next page that reads it asks afresh. */
export function dropStaticJson(url: string): void {
  const loading = inFlight.get(url);
  if (loading) void loading.then(() => entries.delete(url));
  else entries.delete(url);
}

/** Gives the prerender a document, as if fetched: it draws the page with it (scripts/prerender-pages.mjs). */
export function primeStaticJson(url: string, data: unknown): void {
  entries.set(url, { data });
}

/**
 * A public JSON document outside /api (the /v1 OpenAPI document, the error catalogue), fetched
 * once. Not RTK Query: these pages then load without the store, and a 200 KB document is not
 * copied and frozen into Redux state. Its arrival renders in a transition, which React splits
 * into short tasks, rather than as one blocking update of the whole reference
 * (docs/decisions/docs-pages-without-the-store.md).
 */
export function useStaticJson<T>(url: string): StaticJson<T> {
  const [entry, setEntry] = useState(() => entries.get(url));
  useEffect(() => {
    const update = () => startTransition(() => setEntry(entries.get(url)));
    listeners.add(update);
    if (entries.has(url)) update();
    else void load(url);
    return () => {
      listeners.delete(update);
    };
  }, [url]);
  return {
    data: entry?.data as T | undefined,
    error: entry?.error,
    isLoading: !entry?.data && !entry?.error,
    refetch: () => void load(url),
  };
}

/** Nothing fetched: each test, and each page the prerender draws (renderPage), starts from here. */
export function forgetStaticJson(): void {
  entries.clear();
  inFlight.clear();
}
