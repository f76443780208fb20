import { Component, type ReactNode } from 'react';
import { reportError } from '../../lib/error-reporting';
import { isChunkLoadError } from '../../lib/retry-import';
import { ChunkLoadFailed } from './chunk-load-failed';

/**
 * Shows the chunk-load message for a lazy page that failed to download; any other error is
 * thrown on to the next boundary (the crash screen).
 */
export class ChunkErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reportError(error, { area: 'chunk-load' });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <ChunkLoadFailed />;
    throw this.state.error;
  }
}
