import '../../i18n/english-pages.ts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { jobQueries } from '../../api/jobs.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import classes from './Suggestions.module.css';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 200;

/**
 * The keyword's suggestions: titles and skills of open jobs with a word that starts with what was
 * typed, under the input, as a listbox the input controls (WAI-ARIA's combobox with list
 * autocomplete). Arrow keys move through them, Enter picks one (which runs the search), Escape
 * closes them. Loaded with the first focus of the keyword, so the first screen does not carry it.
 */
export function Suggestions({
  id,
  input,
  value,
  onPick,
}: {
  /** the listbox's id, which the input names in aria-controls */
  id: string;
  input: HTMLInputElement;
  value: string;
  onPick: (text: string) => void;
}) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  // The text of a suggestion just picked: the keyword becomes it, and that opens nothing.
  const picked = useRef<string | null>(null);
  const latestOnPick = useRef(onPick);
  latestOnPick.current = onPick;
  const pick = useCallback((text: string) => {
    picked.current = text;
    setOpen(false);
    latestOnPick.current(text);
  }, []);
  useEffect(() => {
    const id = setTimeout(() => setTyped(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [value]);
  const suggestions = useQuery({ ...jobQueries.suggestions(typed), enabled: typed.length >= 2 });
  const items = typed.length >= 2 ? (suggestions.data ?? []) : [];
  const shown = open && items.length > 0;

  // What was typed changed: the list follows it, nothing chosen yet.
  useEffect(() => {
    setActive(-1);
    setOpen(document.activeElement === input && value.trim().length >= 2 && value !== picked.current);
  }, [value, input]);

  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!items.length) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the input (-1) down through the options and back to the input, and the other way.
        setActive((current) => {
          const next = current + step;
          return next >= items.length ? -1 : next < -1 ? items.length - 1 : next;
        });
      } else if (event.key === 'Enter' && shown && active >= 0) {
        event.preventDefault();
        const item = items[active];
        if (item) pick(item.text);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
      }
    };
    const blur = () => setOpen(false);
    input.addEventListener('keydown', keydown);
    input.addEventListener('blur', blur);
    return () => {
      input.removeEventListener('keydown', keydown);
      input.removeEventListener('blur', blur);
    };
  }, [input, items, shown, active, pick]);

  // The input says whether its list is open and which option is chosen (it keeps the focus).
  useEffect(() => {
    input.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) input.setAttribute('aria-activedescendant', `${id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [input, shown, active, id]);

  if (!shown) return null;
  return (
    <div className={classes.list} id={id} role="listbox" aria-label={t('search.suggestions')}>
      {items.map((item, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's, which keeps the focus (aria-activedescendant)
        <div
          key={`${item.kind}:${item.text}`}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={classes.option}
          // Pressing an option must not blur the input (which closes the list) before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(item.text)}
        >
          {item.text}
        </div>
      ))}
    </div>
  );
}
