import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/toast/toast-provider';

/**
 * Toasts a load error once (spec §8: summary pages toast the load error message). The same error
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
