import { useEffect, useRef } from 'react';
import { useToast } from '../components/toast/toast-provider';
import { HttpError } from '../lib/http';

/**
 * Toasts a load error once (spec §8: list and summary pages toast their load errors). The same error
 * object is not toasted twice; a new failure after a retry is.
 */
export function useErrorToast(error: unknown, describe: (error: unknown) => string): void {
  const { toast } = useToast();
  const shown = useRef<unknown>(null);
  const describeRef = useRef(describe);
  describeRef.current = describe;
  useEffect(() => {
    if (!error || error === shown.current) return;
    shown.current = error;
    toast(describeRef.current(error), 'danger');
  }, [error, toast]);
}

/** The spec's pair of list-load toasts: `failed(status)` for an HTTP error, `other(error)` for the rest. */
export function describeFetchError(failed: (status: number) => string, other: (error: unknown) => string) {
  return (error: unknown) => (error instanceof HttpError ? failed(error.status) : other(error));
}
