import type { AdminCatalog } from '@soccer/contracts';
import { i18n } from '../../../lib/i18n/i18n';

export type CatalogFacility = AdminCatalog['facilities'][number];
export type CatalogCampSpec = AdminCatalog['campSpecs'][number];
export type CatalogCampSession = AdminCatalog['campSessions'][number];
export type CatalogTournament = AdminCatalog['tournaments'][number];
export type CatalogDocument = AdminCatalog['documents'][number];

/** What a catalogue dialog edits: an existing item, or `'new'` for a blank form. */
export type Editing<T> = T | 'new' | null;

/**
 * The props of a dialog that edits one kind of item, named `key` (`{ facility, onClose }`): the
 * item, or null for a new one; with `catalog`, the dialog also picks among other items.
 */
export type ItemDialogProps<K extends string, T, WithCatalog extends boolean = false> = {
  [key in K]: T | null;
} & { onClose: () => void } & (WithCatalog extends true ? { catalog: AdminCatalog } : unknown);

/** Select options from catalogue items: active ones, plus the one being edited even if archived. */
export function optionsOf<T extends { id: number; archived: boolean }>(
  items: T[],
  label: (item: T) => string,
  currentId?: number,
) {
  return items
    .filter((item) => !item.archived || item.id === currentId)
    .map((item) => ({ value: item.id, label: item.archived ? archivedName(label(item)) : label(item) }));
}

/** An archived item's name in a list or a choice: 'Field A (archived)'. */
export const archivedName = (name: string) => i18n._('catalog.archivedName', { name });
