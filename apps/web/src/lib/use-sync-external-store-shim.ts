/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: `@lingui/react` imports
 * the shim (written for React 16 and 17), and the build points that import here (vite.config.ts
 * `resolve.alias`), so the start-up chunk does not carry a second implementation (decision 0052).
 */
export { useSyncExternalStore } from 'react';
