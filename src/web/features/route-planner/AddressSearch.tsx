import { type KeyboardEvent, type RefObject, useState } from 'react';
import type { AddressFeature } from '../../api/location.api.ts';
import { useAddressSearch } from '../../api/useAddressSearch.ts';
import { useT } from '../../i18n/useT.ts';
import { SuggestionList, suggestionId } from '../../ui/SuggestionList.tsx';

/**
 * The address field with its suggestions: from 2 characters, 300 ms after the last key
 * (business.md §5); ↓/↑ highlight, Enter picks the highlighted one (the first when none is), Escape
 * closes the list.
 */
export function AddressSearch({
  inputRef,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (feature: AddressFeature) => void;
}) {
  const t = useT();
  const [query, setQuery] = useState('');
  // No suggestion is highlighted on arrival: ↓ highlights the first, Enter alone picks the first.
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useAddressSearch(query, () => setActive(-1));

  const pickOption = (f: AddressFeature | undefined) => {
    if (!f) return;
    onPick(f);
    setQuery('');
    setOptions([]);
    inputRef.current?.focus();
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && options.length > 0) {
      e.preventDefault();
      setActive((a) => Math.min(options.length - 1, a + 1));
    } else if (e.key === 'ArrowUp' && options.length > 0) {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && options.length > 0) {
      e.preventDefault();
      pickOption(options[Math.max(0, active)]);
    } else if (e.key === 'Escape' && options.length > 0) {
      e.preventDefault();
      e.stopPropagation();
      setOptions([]);
    }
  };

  return (
    <>
      <label className="rp-field rp-search">
        <span>{t('routePlanner.address')}</span>
        <input
          ref={inputRef}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls="rp-options"
          aria-activedescendant={options.length > 0 && active >= 0 ? suggestionId('rp', active) : undefined}
          aria-describedby="rp-hint"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onInputKey}
        />
      </label>
      <small id="rp-hint">{t('routePlanner.addressHint')}</small>
      <SuggestionList
        id="rp-options"
        prefix="rp"
        className="rp-options"
        options={options}
        active={active}
        keyOf={(o) => o.id}
        labelOf={(o) => o.properties.label}
        onPick={pickOption}
      />
    </>
  );
}
