import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { errorMessage } from '../../../lib/error-reporting';
import { type CatalogKind, type SaveRequest, useSaveCatalogItem } from '../api/save-catalog-item';
import { noRejection, type ServerRejection } from './catalog-form-modal';

/**
 * Saves one catalogue form: field errors of a 400 go beside their fields (nested ones such as
 * `ageRanges[0].ageRangeDescription` too), the rest into the form's alert; other failures are
 * toasted. Calls `onSaved` after a save.
 */
export function useCatalogSave<K extends CatalogKind, T extends FieldValues>(
  kind: K,
  options: {
    noun: string;
    knownFields: readonly string[];
    setError: UseFormSetError<T>;
    onSaved: () => void;
  },
) {
  const save = useSaveCatalogItem(kind);
  const { toast } = useToast();
  const [rejection, setRejection] = useState<ServerRejection>(noRejection);

  async function submit(request: SaveRequest<K>) {
    setRejection(noRejection);
    try {
      const result = await save.mutateAsync(request);
      if (!result.ok && result.errors) {
        const unclaimed = applyServerErrors(result.errors, options.setError, options.knownFields);
        setRejection({ show: true, unclaimed });
        return;
      }
      if (!result.ok) {
        toast(`Could not save the ${options.noun.toLowerCase()}: ${result.message}`, 'danger');
        return;
      }
      toast(`${options.noun} saved.`, 'success');
      options.onSaved();
    } catch (error) {
      toast(`Could not save the ${options.noun.toLowerCase()}: ${errorMessage(error)}`, 'danger');
    }
  }

  return { submit, rejection };
}
