import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import Search from 'lucide-react/icons/search'
import type { GeocoderId, LocationSearchResult } from '../../domain/contracts/geocoding'
import { useLocationSearch } from './api/search-locations'
import { searchTextFor, SEARCH_DEBOUNCE_MS, shownSuggestions } from './search-text'

const TYPE_LABELS: Record<LocationSearchResult['locationType'], MessageDescriptor> = { address: msg`Address`, city: msg`City` }

/** Where the suggestions come from; OpenStreetMap's licence asks for its credit. */
function Attribution({ source }: { source: GeocoderId }) {
  const { t } = useLingui()
  if (source === 'photon') {
    return (
      <Trans>
        Places ©{' '}
        <a href="https://www.openstreetmap.org/copyright" rel="noreferrer" target="_blank">
          OpenStreetMap contributors
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        , via Photon
      </Trans>
    )
  }
  return source === 'open-meteo' ? t`Places from GeoNames, via Open-Meteo` : t`Places from AirAhead’s list of major cities`
}

/** "England, United Kingdom": the region and country, whichever are known. */
function regionLine(result: LocationSearchResult): string {
  return [result.state !== result.name ? result.state : null, result.country].filter(Boolean).join(', ')
}

interface LocationSearchProps {
  onSelect: (place: LocationSearchResult) => void
}

/**
 * The search box of /location-lookup (docs/product.md §States): searches 500 ms after the last keystroke from
 * 3 characters, shows up to 5 suggestions, and an empty box clears them. An ARIA 1.2 combobox:
 * arrow keys move through the suggestions, Enter chooses, Escape closes.
 */
export function LocationSearch({ onSelect }: LocationSearchProps) {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const listId = useId()
  const [text, setText] = useState('')
  // False after a choice, so the chosen name in the box does not search again.
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  // The text last searched for: set 500 ms after the last keystroke, cleared at once when
  // the box gets too short, so old suggestions never stand for new text.
  const [query, setQuery] = useState<string | null>(null)
  const searchText = searchTextFor(text)
  const searching = open && searchText !== null && query !== null
  const search = useLocationSearch(searching ? query : null)

  useEffect(() => {
    if (searchText === null) return
    const id = window.setTimeout(() => setQuery(searchText), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(id)
  }, [searchText])

  useEffect(() => {
    // docs/product.md §Messages: a failed search is logged and shows no suggestions.
    if (search.error) console.warn('Location search failed:', search.error)
  }, [search.error])

  const suggestions = shownSuggestions(searching, search)
  const showList = suggestions.length > 0
  const optionId = (index: number) => `${listId}-option-${index}`

  const choose = (place: LocationSearchResult) => {
    setText(place.name)
    setOpen(false)
    setActiveIndex(-1)
    onSelect(place)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false)
      return
    }
    if (!showList) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const last = suggestions.length - 1
      setActiveIndex((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1))
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault()
      const place = suggestions[activeIndex]
      if (place) choose(place)
    }
  }

  return (
    <div className="place-search">
      <label htmlFor={inputId} className="place-search__label">
        <Trans>Search for a city or address</Trans>
      </label>
      <div className="place-search__field">
        <Search aria-hidden="true" className="icon place-search__icon" />
        <input
          id={inputId}
          className="input place-search__input"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t`e.g. London`}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={text}
          onChange={(event) => {
            const next = event.target.value
            setText(next)
            if (searchTextFor(next) === null) setQuery(null)
            setOpen(true)
            setActiveIndex(-1)
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="muted small place-search__status" role="status">
        {searching && search.isFetching
          ? t`Searching locations...`
          : searching && query === searchText && search.isSuccess && suggestions.length === 0
            ? t`No places found. Try another spelling or a nearby city.`
            : ''}
      </p>
      {showList && (
        <div className="place-search__popup">
          <ul id={listId} role="listbox" aria-label={t`Suggested places`} className="place-search__list">
            {suggestions.map((place, index) => (
              <li
                key={`${place.lat},${place.lon},${place.name}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className="place-option"
                // Keep focus in the box: the choice happens on click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                <span className="place-option__text">
                  <span className="place-option__name">{place.name}</span>
                  <span className="place-option__region">{regionLine(place)}</span>
                </span>
                <span className={`tag tag--${place.locationType}`}>{i18n._(TYPE_LABELS[place.locationType])}</span>
              </li>
            ))}
          </ul>
          {suggestions[0] && (
            <p className="muted small place-search__credit">
              <Attribution source={suggestions[0].source} />
            </p>
          )}
        </div>
      )}
    </div>
  )
}
