import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { type CatalogBodies, type CatalogKind, useSaveCatalogItem } from '../api/save-catalog-item';
import { blankAsMissing } from './blank-as-missing';

export interface CatalogFormOptions<V> {
  /** The item edited; null for a new one. */
  item: { id: number } | null;
  /** A new item's values. */
  blank: DefaultValues<V>;
  /** Number fields a blank input leaves missing (see `blankAsMissing`). */
  numbers?: readonly string[];
  title: string;
  onClose: () => void;
}

/** An item's values of the form's fields (not its id, nor what the server counts, like seats taken). */
const valuesOf = (item: object, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, (item as Record<string, unknown>)[field]]));

/**
 * One catalogue form: checked by the contracts `schema` in the browser, saved through the shared
 * form submit. Field errors of a 400 go beside their fields (nested ones such as
 * `ageRanges[0].ageRangeDescription` too), the rest into the form's alert; other failures are
 * toasted. After a save: 'Camp saved.' (`catalog.saved.<kind>`) and the dialog closes. Answers `CatalogFormModal`'s props.
 */
export function useCatalogForm<K extends CatalogKind, S extends z.ZodObject>(
  kind: K,
  schema: S,
  { item, blank, numbers = [], title, onClose }: CatalogFormOptions<z.input<S>>,
) {
  const saveItem = useSaveCatalogItem(kind);
  const { toast } = useToast();
  const { _ } = useLingui();
  const fields = Object.keys(schema.shape);
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, CatalogBodies[K]>;
  const form = useForm<z.input<S> & FieldValues, unknown, CatalogBodies[K]>({
    resolver: blankAsMissing(resolver, numbers),
    defaultValues: item ? (valuesOf(item, fields) as DefaultValues<z.input<S>>) : blank,
  });
  const save = useServerSubmit({
    form,
    fields,
    send: (body: CatalogBodies[K]) => saveItem.mutateAsync({ id: item?.id, body }),
    onSaved: () => {
      toast(_(`catalog.saved.${kind}`), 'success');
      onClose();
    },
    onFailed: (message) => toast(_(`catalog.saveFailed.${kind}`, { message }), 'danger'),
  });
  return { form, save, title, onHide: onClose };
}
