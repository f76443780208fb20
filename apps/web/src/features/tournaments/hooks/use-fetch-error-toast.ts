import { useEffect } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { HttpError } from '../../../lib/http';

/**
 * Toasts a failed list load once (spec §8): `failed(status)` for an HTTP error status,
 * `other(error)` for anything else (network, bad JSON).
 */
export function useFetchErrorToast(
  error: Error | null,
  failed: (status: number) => string,
  other: (error: unknown) => string,
): void {
  const { toast } = useToast();
  useEffect(() => {
    if (!error) return;
    toast(error instanceof HttpError ? failed(error.status) : other(error), 'danger');
  }, [error, toast, failed, other]);
}
