// Made at build time by vite.config.ts: scenarios/*.json listing fields by file name.
declare module 'virtual:scenario-listing' {
  const listing: Record<string, { id?: string; name?: string; description?: string; system?: string; sides?: unknown[] }>;
  export default listing;
}
