/** Past this, a third-party form that has not loaded is treated as unreachable. */
const EMBED_TIMEOUT_MS = 8000;

/**
 * Adds a third-party script once and settles when it loads, fails or takes too long,
 * so the page can always fall back to its own form.
 */
export function loadScript(src: string, timeoutMs = EMBED_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (existing?.dataset.loaded === 'true') return resolve();
    const script = existing ?? Object.assign(document.createElement('script'), { src, async: true });
    const timer = window.setTimeout(() => reject(new Error(`Timed out loading ${src}`)), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    if (!existing) document.body.appendChild(script);
  });
}
