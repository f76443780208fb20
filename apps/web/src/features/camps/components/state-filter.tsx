import { useLingui } from '@lingui/react';
/** Toggle buttons that narrow the list to one state ('All locations' shows everything). */
export function StateFilter({
  states,
  labels,
  value,
  onChange,
}: {
  states: readonly string[];
  labels: ReadonlyMap<string, string>;
  value: string | null;
  onChange: (state: string | null) => void;
}) {
  const { _ } = useLingui();
  const options: { key: string | null; label: string }[] = [
    { key: null, label: _('camps.filter.all') },
    ...states.map((state) => ({ key: state, label: labels.get(state) ?? state })),
  ];
  return (
    <fieldset className="state-filter mb-4">
      <legend className="visually-hidden">{_('camps.filter.legend')}</legend>
      <div className="d-flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.key === value;
          return (
            <button
              key={option.key ?? 'all'}
              type="button"
              className={`btn btn-sm rounded-pill ${pressed ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={pressed}
              onClick={() => onChange(option.key)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
