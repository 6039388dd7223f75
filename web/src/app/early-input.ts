/**
 * A visitor's server-rendered page shows before its code runs (decision 026), so a tap or a
 * keystroke can come before the app is there. These are kept and, once React has been asked to
 * take the page over (hydrateRoot), given to it: the text typed into each field, and the last
 * button tapped. React takes over at once the part of the page an event is for, then handles
 * the event. Links need nothing: they work without the app.
 */
export interface EarlyInput {
  /** Stops keeping input and hands what was kept to React; later calls do nothing. */
  replay(): void;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type));

const setTextUnseen = (field: TextField, text: string) => {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, text);
};

/**
 * Gives a field's early text to React as if typed now. React takes a field's text as it finds it
 * when it takes the field over, and later reports only a change from that: so the field is
 * emptied, an input event makes React take it over now (as it does for any event on markup it
 * has not taken over yet), and the text comes back through the prototype's setter, which React
 * does not watch, so the second input event reads as a change (as testing libraries type into
 * React). All in one task: nothing is painted in between.
 */
function retype(field: TextField) {
  const text = field.value;
  setTextUnseen(field, '');
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setTextUnseen(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function keepEarlyInput(root: HTMLElement): EarlyInput {
  const typedInto = new Set<TextField>();
  let tapped: HTMLButtonElement | null = null;
  const onInput = (event: Event) => {
    if (isTextField(event.target)) typedInto.add(event.target);
  };
  const onClick = (event: Event) => {
    if (event.target instanceof Element) tapped = event.target.closest('button') ?? tapped;
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('click', onClick, true);

  let replayed = false;
  return {
    replay() {
      if (replayed) return;
      replayed = true;
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('click', onClick, true);
      for (const field of typedInto) if (field.isConnected) retype(field);
      if (tapped?.isConnected) tapped.click();
    },
  };
}
