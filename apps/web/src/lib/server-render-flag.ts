let serverRender = false;

/** Called by the server render's module (`app/server-render.tsx`) as it loads. */
export function markServerRender(): void {
  serverRender = true;
}

/** True in the server render: nothing waits for a visitor there, every part renders in full. */
export function isServerRender(): boolean {
  return serverRender;
}
