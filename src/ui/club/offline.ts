// Offline play (issue 14): registers the service worker vite-plugin-pwa builds (it precaches the whole
// app, every scenario chunk included), fetched after the first paint so it costs the start nothing.
// Test builds register it only when the address asks (?sw), so the other browser tests keep plain
// network loads; production builds always do.
export function registerOffline(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (import.meta.env.DEV) return;
  if (import.meta.env.MODE === 'test' && !new URLSearchParams(location.search).has('sw')) return;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => registerSW({ immediate: true }))
    .catch((e: unknown) => console.warn('offline play unavailable:', e));
}
