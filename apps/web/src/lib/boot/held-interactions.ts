/**
 * What a reader does on a prerendered page before its app has started (src/boot.ts), held and
 * done again once the app runs, so that the first tap, key or keystroke is never lost: the page
 * looks ready long before its controls are.
 */

/** Controls that do nothing without the app. Links and native fields work without it. */
const NEEDS_APP = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="combobox"]',
].join(',');

/**
 * What the reader does that says they are about to use the page: the app starts then. A wheel
 * counts, so a reader who reads on usually finds the app running by the time they click; a
 * finger's scroll starts with touchstart. Not `scroll` itself: the browser scrolls on its own too
 * (restoring a position, anchoring as the page settles), which is no sign of a reader.
 */
const INTENT_EVENTS = [
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
];

/** Every listener is on the document, ahead of the page's own (the capture phase). */
const CAPTURE = true;

interface HeldClick {
  control: HTMLElement;
  /** The click as it came: where, with which button, from a pointer or a key (`detail` 0). */
  init: MouseEventInit;
  pointerType: string;
}

export interface HeldInteractions {
  /** The app has hydrated: stop holding and replay what was held, in the order a person did it. */
  release: () => void;
  /** The app could not start: stop holding; a held form is sent as the browser alone would. */
  abandon: () => void;
}

function pointerEvent(type: string, init: PointerEventInit): Event {
  // PointerEvent is missing from some test DOMs; a MouseEvent of the same type reaches the same handlers.
  return typeof PointerEvent === 'function'
    ? new PointerEvent(type, init)
    : new MouseEvent(type, init);
}

/**
 * A click the app missed, as the app would have seen it. Components listen to different parts of
 * it (a menu opens on pointerdown, a tab on mousedown, a button on click), so all of it is sent; a
 * click made with a key (`detail` 0) is sent as its Enter key and the click.
 */
function replayClick({ control, init, pointerType }: HeldClick): void {
  if (!control.isConnected) return;
  const base = { bubbles: true, cancelable: true, composed: true };
  if (init.detail === 0) {
    control.dispatchEvent(new KeyboardEvent('keydown', { ...base, key: 'Enter', code: 'Enter' }));
    control.dispatchEvent(new KeyboardEvent('keyup', { ...base, key: 'Enter', code: 'Enter' }));
    control.click();
    return;
  }
  const mouse = { ...base, ...init, button: 0 };
  const pointer = { ...mouse, pointerId: 1, pointerType, isPrimary: true };
  control.dispatchEvent(pointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  control.dispatchEvent(new MouseEvent('mousedown', { ...mouse, buttons: 1 }));
  control.dispatchEvent(pointerEvent('pointerup', { ...pointer, buttons: 0 }));
  control.dispatchEvent(new MouseEvent('mouseup', { ...mouse, buttons: 0 }));
  control.dispatchEvent(new MouseEvent('click', { ...mouse, buttons: 0 }));
}

/** A field typed into before the app ran: its handlers hear of the value it now holds. */
function replayEdit(field: Element): void {
  if (!field.isConnected) return;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Holds, until `release` or `abandon`: clicks on controls that need the app (the click is kept
 * from the browser, so a form is not sent without the app), forms being sent, and what is typed.
 * `onIntent` is called once, at the first sign the reader is about to use the page.
 */
export function holdInteractions(onIntent: () => void): HeldInteractions {
  let heldClick: HeldClick | undefined;
  let heldForm: HTMLFormElement | undefined;
  let lastPointerType = 'mouse';
  const edited = new Set<Element>();

  let intended = false;
  const intent = () => {
    if (intended) return;
    intended = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, intent, CAPTURE);
    onIntent();
  };
  const onPointerDown = (event: PointerEvent) => {
    lastPointerType = event.pointerType || 'mouse';
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(NEEDS_APP) : null;
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { clientX, clientY, screenX, screenY, detail, altKey, ctrlKey, metaKey, shiftKey } =
      event;
    heldClick = {
      control,
      init: { clientX, clientY, screenX, screenY, detail, altKey, ctrlKey, metaKey, shiftKey },
      pointerType: lastPointerType,
    };
    intent();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    heldForm = event.target;
    intent();
  };
  const onEdit = (event: Event) => {
    if (event.target instanceof Element) edited.add(event.target);
  };

  const listeners: [string, EventListener][] = [
    ['pointerdown', onPointerDown as EventListener],
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['input', onEdit],
    ['change', onEdit],
  ];
  // Passive: listening for a touch must never hold up the scrolling it starts.
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, intent, { capture: true, passive: true });
  for (const [type, listener] of listeners) document.addEventListener(type, listener, CAPTURE);
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, intent, CAPTURE);
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, CAPTURE);
  };

  return {
    release: () => {
      stop();
      edited.forEach(replayEdit);
      if (heldClick) replayClick(heldClick);
      else if (heldForm?.isConnected) heldForm.requestSubmit();
    },
    abandon: () => {
      stop();
      const button = heldClick?.control;
      const form =
        heldForm ??
        (button instanceof HTMLButtonElement && button.type === 'submit' ? button.form : null);
      form?.submit();
    },
  };
}
