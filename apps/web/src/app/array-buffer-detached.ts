/**
 * `ArrayBuffer.prototype.detached` (ES2024) where the runtime lacks it (Node 20). React's edge
 * build of the server render (server-render.tsx) asks it of an empty chunk, and without it
 * logs a warning in development. Of the empty buffers, only a detached one cannot be cloned.
 * Imported before React, which looks for the property once, when it loads.
 */
if (!Object.hasOwn(ArrayBuffer.prototype, 'detached')) {
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer) {
      if (this.byteLength > 0) return false;
      try {
        structuredClone(this);
        return false;
      } catch {
        return true;
      }
    },
  });
}
