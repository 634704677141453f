import { KEYWORD_MAX_LENGTH } from '@comptoir/core';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith, productHref, type Language } from '../../paths.ts';
import { keywordOf } from './keyword.ts';
import type { SuggestionView } from './search-types.ts';
import { useSuggestions } from './use-suggestions.ts';
import './header-search.css';

const suggestionHref = (language: Language, suggestion: SuggestionView): string =>
  suggestion.Type === 'product' && suggestion.ProductCode
    ? productHref(language, suggestion.ProductCode)
    : hrefWith(language, 'category', { q: suggestion.CategoryId ?? '' });

/**
 * The header's search box: a combobox with a listbox of products and categories (spec §9: 6
 * suggestions), driven by the arrows with aria-activedescendant; Enter searches or opens the
 * highlighted suggestion, Escape closes the list.
 */
export const HeaderSearch = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const onSearchPage = pathname === href(language, 'search');
  const [text, setText] = useState(onSearchPage ? keywordOf(search) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text, language, open);
  const id = useId();
  const listId = `${id}-suggestions`;
  const shown = open && suggestions.length > 0;

  const urlKeyword = onSearchPage ? keywordOf(search) : null;
  useEffect(() => {
    if (urlKeyword !== null) setText(urlKeyword);
  }, [urlKeyword]);
  const listKey = suggestions.map((suggestion) => suggestion.Text).join('\n');
  useEffect(() => setActive(-1), [listKey]);

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
  };
  const submit = () => {
    const keyword = text.trim();
    if (keyword) go(hrefWith(language, 'search', { q: keyword }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        return next >= suggestions.length ? 0 : next < 0 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (shown) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = shown && active >= 0 ? suggestions[active] : undefined;
      if (chosen) go(suggestionHref(language, chosen));
      else submit();
    }
  };
  const activeIndex = active >= 0 && active < suggestions.length ? active : -1;

  return (
    <form className="header-search" role="search" aria-label={t('nav.searchLandmark')} onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <label htmlFor={`${id}-input`} className="visually-hidden">{t('search.label')}</label>
      <div className="header-search__field">
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={KEYWORD_MAX_LENGTH}
          onChange={(event) => { setText(event.target.value); setOpen(true); }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="header-search__list" hidden={!shown}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.Type}-${suggestion.ProductCode ?? suggestion.CategoryId ?? index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="header-search__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(suggestionHref(language, suggestion))}
            >
              <span>{suggestion.Text}</span>
              <span className="header-search__kind">{t(suggestion.Type === 'category' ? 'search.suggestionCategory' : 'search.suggestionProduct')}</span>
            </li>
          ))}
        </ul>
        <button type="submit" className="header-search__submit">{t('search.submit')}</button>
      </div>
      <span id={`${id}-hint`} className="visually-hidden">{t('search.suggestionsHint')}</span>
      <span className="visually-hidden" role="status" aria-live="polite">{shown ? t('search.suggestionsCount', { count: suggestions.length }) : ''}</span>
    </form>
  );
};
