import { Trans, useLingui } from '@lingui/react';
import {
  type AdminCatalog,
  type DocumentInput,
  type DocumentOwner,
  documentInputSchema,
  documentKinds,
  type NewDocumentInput,
  newDocumentInputSchema,
  waiverLimits,
} from '@soccer/contracts';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useRetireDocument } from '../api/retire-document';
import { RecordActionDialog } from '../components/record-action-dialog';
import { CatalogFormModal } from './catalog-form-modal';
import { type CatalogDocument, type ItemDialogProps, optionsOf } from './catalog-types';
import { SpanishFields, type SpanishText } from './fields';
import { useCatalogForm } from './use-catalog-save';

const ownerOptions = [
  { value: 'camp', label: 'catalog.document.ownerCamp' },
  { value: 'tournament', label: 'catalog.document.ownerTournament' },
];
/** Options whose labels are catalogue ids, in the active language. */
const translated = (options: { value: string; label: string }[], _: (id: string) => string) =>
  options.map((option) => ({ ...option, label: _(option.label) }));

const blank: NewDocumentInput = {
  owner: 'camp',
  itemId: '',
  kind: 'liability_waiver',
  title: '',
  body: '',
  es: { title: '', body: '' },
};

const spanishTexts: SpanishText<DocumentInput>[] = [
  { name: 'es.title', label: 'catalog.field.documentTitleEs', maxLength: waiverLimits.title },
  { name: 'es.body', label: 'catalog.field.documentTextEs', maxLength: waiverLimits.body, rows: 10 },
];

/** The camp or tournament a document belongs to, by name. */
export function documentItemName(catalog: AdminCatalog, d: { owner: DocumentOwner; itemId: number }) {
  return d.owner === 'camp'
    ? (catalog.campSpecs.find((c) => c.id === d.itemId)?.campName ?? `Camp #${d.itemId}`)
    : (catalog.tournaments.find((t) => t.id === d.itemId)?.tournamentName ?? `Tournament #${d.itemId}`);
}

/**
 * Add a waiver or consent to a camp or tournament, or edit one: a changed title or text is saved
 * as a new version, which every later registration must accept (old versions are kept).
 */
export function DocumentFormDialog({
  document,
  catalog,
  onClose,
}: ItemDialogProps<'document', CatalogDocument, true>) {
  const { _ } = useLingui();
  const modal = useCatalogForm('document', document ? documentInputSchema : newDocumentInputSchema, {
    item: document,
    blank,
    numbers: ['itemId'],
    title: document ? _('catalog.title.edit', { name: document.title }) : _('catalog.title.new.document'),
    onClose,
  });
  return (
    <CatalogFormModal {...modal}>
      {document ? (
        <p className="text-body-secondary">
          {_('catalog.document.versionNote', {
            item: documentItemName(catalog, document),
            version: document.version,
            next: document.version + 1,
          })}
        </p>
      ) : (
        <ItemFields catalog={catalog} />
      )}
      <SelectField<DocumentInput>
        name="kind"
        label={_('catalog.field.kind')}
        options={documentKinds.map((kind) => ({ value: kind, label: _(`catalog.document.kind.${kind}`) }))}
        required
      />
      <TextField<DocumentInput>
        name="title"
        label={_('catalog.field.title')}
        maxLength={waiverLimits.title}
        required
      />
      <TextField<DocumentInput>
        name="body"
        label={_('catalog.field.text')}
        as="textarea"
        rows={10}
        maxLength={waiverLimits.body}
        showRemaining
        required
      />
      <SpanishFields<DocumentInput> texts={spanishTexts} />
    </CatalogFormModal>
  );
}

/** A new document's camp or tournament: the kind of item, then the item of that kind. */
function ItemFields({ catalog }: { catalog: AdminCatalog }) {
  const { _ } = useLingui();
  const owner = useWatch<NewDocumentInput, 'owner'>({ name: 'owner' });
  const items =
    owner === 'tournament'
      ? optionsOf(catalog.tournaments, (t) => t.tournamentName)
      : optionsOf(catalog.campSpecs, (c) => c.campName);
  return (
    <div className="row">
      <SelectField<NewDocumentInput>
        name="owner"
        label={_('catalog.document.for')}
        options={translated(ownerOptions, _)}
        required
        className="col-md-6 mb-3"
      />
      <SelectField<NewDocumentInput>
        name="itemId"
        label={_(owner === 'tournament' ? 'catalog.document.tournament' : 'catalog.field.camp')}
        options={items}
        placeholder={_(
          owner === 'tournament' ? 'catalog.document.chooseTournament' : 'catalog.field.chooseCamp',
        )}
        required
        className="col-md-6 mb-3"
      />
    </div>
  );
}

/** Asks before retiring a document: registrations stop asking for it; what was accepted stays. */
export function RetireDocumentDialog({ document, onClose }: ItemDialogProps<'document', CatalogDocument>) {
  const { _ } = useLingui();
  return (
    <RecordActionDialog
      record={document}
      act={useRetireDocument()}
      title={_('catalog.retire.title')}
      confirmLabel={_('catalog.retire.confirm')}
      dismissLabel={_('catalog.retire.keep')}
      done={({ title }) => _('catalog.retire.done', { title })}
      failed={(message) => _('catalog.retire.failed', { message })}
      onClose={onClose}
    >
      <Trans
        id="catalog.retire.question"
        values={{ title: document?.title ?? '' }}
        components={{ 0: <strong /> }}
      />
    </RecordActionDialog>
  );
}
