import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/error-reporting';
import { CrashScreen } from './crash-screen';

interface Props {
  children: ReactNode;
  /** Rendered instead of the children after a crash; the crash screen by default. */
  fallback?: ReactNode;
}

/** Catches render errors of everything below it and shows the crash screen. */
export class CrashBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { area: 'react', componentStack: info.componentStack ?? null });
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? <CrashScreen fullPage />;
    return this.props.children;
  }
}
