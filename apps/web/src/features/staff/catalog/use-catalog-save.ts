import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { type CatalogBodies, type CatalogKind, useSaveCatalogItem } from '../api/save-catalog-item';

/**
 * Saves one catalogue form through the shared form submit: field errors of a 400 go beside their
 * fields (nested ones such as `ageRanges[0].ageRangeDescription` too), the rest into the form's
 * alert; other failures are toasted. Calls `onSaved` after a save.
 */
export function useCatalogSave<K extends CatalogKind, T extends FieldValues>(
  kind: K,
  options: {
    form: UseFormReturn<T, unknown, CatalogBodies[K]>;
    /** The item's id; absent for a new one. */
    id: number | undefined;
    noun: string;
    /** The schema's keys: the fields the server's errors can name. */
    fields: readonly string[];
    onSaved: () => void;
  },
) {
  const save = useSaveCatalogItem(kind);
  const { toast } = useToast();
  const { form, id, noun, fields, onSaved } = options;
  return useServerSubmit({
    form,
    fields,
    send: (body: CatalogBodies[K]) => save.mutateAsync({ id, body }),
    onSaved: () => {
      toast(`${noun} saved.`, 'success');
      onSaved();
    },
    onFailed: (message) => toast(`Could not save the ${noun.toLowerCase()}: ${message}`, 'danger'),
  });
}
