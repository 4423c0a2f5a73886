/**
 * A search box whose text is kept in the address (`?q=` and the like), so a search can be shared
 * and survives a reload.
 *
 * The box holds its own text, changed at once as the user types, and each keystroke writes the
 * address at once (replacing the entry). Two races this avoids:
 *   - the router applies an address change in a transition, later: a box showing the address's
 *     value had React put the previous text back after each keystroke and write the new one over the
 *     box when the transition landed, dropping a selection made meanwhile (select all and type then
 *     appended the new words to the old ones);
 *   - an address written after a pause in typing (a debounce) lands after whatever the user did in
 *     that pause: a click on a result or a link was undone by the search's own navigation.
 * What to fetch may still wait for a pause in typing (useDebouncedValue on `text`); the address
 * never does. The text follows the address when it changes other than through `update` (a link,
 * back and forward).
 */
import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/** The location state of the address updates made through `update`. */
const OWN_UPDATE = { searchTextUpdate: true } as const;

export interface SearchText {
  /** What the box shows. */
  text: string;
  /** The address's parameters as the router has applied them (they may trail `text`). */
  params: URLSearchParams;
  /**
   * Changes the box's text (when `text` is given) and writes the address at once: `name` from the
   * box (trimmed with `trim`; absent when empty), then `set` (null removes a parameter). The entry
   * is replaced, unless `push` (a new page of results the Back button returns from).
   */
  update(changes: { text?: string; set?: Record<string, string | null>; push?: boolean }): void;
}

/** The text of the search box kept in the address parameter `name`. */
export function useSearchText(name: string, { trim = false }: { trim?: boolean } = {}): SearchText {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(name) ?? '';
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(fromAddress);
  // A new location not made by `update` (a link, back, forward) brings its own text.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    const own = navigationType !== 'POP' && (location.state as Partial<typeof OWN_UPDATE> | null)?.searchTextUpdate === true;
    if (!own) setText(fromAddress);
  }

  const update: SearchText['update'] = (changes) => {
    const next = changes.text ?? text;
    if (changes.text !== undefined) setText(changes.text);
    const p = new URLSearchParams(params);
    const stored = trim ? next.trim() : next;
    if (stored) p.set(name, stored);
    else p.delete(name);
    for (const [key, value] of Object.entries(changes.set ?? {})) {
      if (value === null) p.delete(key);
      else p.set(key, value);
    }
    setParams(p, { replace: !changes.push, preventScrollReset: true, state: OWN_UPDATE });
  };

  return { text, params, update };
}
