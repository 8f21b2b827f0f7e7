// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInteractions, type HeldInteractions } from './held-interactions';

let held: HeldInteractions | undefined;
afterEach(() => {
  held?.release();
  held = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The page as prerendered: a form with a field and its button, a plain button, a link. */
function renderPage() {
  document.body.innerHTML = `
    <form action="/javascript-needed"><input name="name" /><button type="submit">Send</button></form>
    <button type="button" id="menu">MENU</button>
    <a href="#programs" id="link">Programs</a>`;
  const query = <T extends Element>(selector: string): T => {
    const element = document.querySelector<T>(selector);
    if (!element) throw new Error(`the page has no ${selector}`);
    return element;
  };
  return {
    form: query<HTMLFormElement>('form'),
    field: query<HTMLInputElement>('input'),
    send: query<HTMLButtonElement>('button[type="submit"]'),
    menu: query<HTMLButtonElement>('#menu'),
    link: query<HTMLAnchorElement>('#link'),
  };
}

function click(target: Element, init: MouseEventInit = { detail: 1 }): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('holdInteractions', () => {
  it('starts the app at the first sign of a reader, once', () => {
    const onIntent = vi.fn();
    held = holdInteractions(onIntent);
    const { menu } = renderPage();
    menu.dispatchEvent(new Event('pointerover', { bubbles: true }));
    menu.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('takes a wheel as a sign the reader reads on, and not a scroll the browser makes itself', () => {
    const onIntent = vi.fn();
    held = holdInteractions(onIntent);
    document.dispatchEvent(new Event('scroll'));
    expect(onIntent).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('wheel'));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('keeps a click on a control from the browser and gives it to the app once it runs', () => {
    held = holdInteractions(() => undefined);
    const { menu } = renderPage();
    expect(click(menu, { detail: 1, clientX: 12, clientY: 34 }).defaultPrevented).toBe(true);

    const heard: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
      menu.addEventListener(type, (event) =>
        heard.push(`${type}@${(event as MouseEvent).clientX}`),
      );
    held.release();
    expect(heard).toEqual([
      'pointerdown@12',
      'mousedown@12',
      'pointerup@12',
      'mouseup@12',
      'click@12',
    ]);
  });

  it('gives a click made with a key to the app as that key and the click', () => {
    held = holdInteractions(() => undefined);
    const { menu } = renderPage();
    click(menu, { detail: 0 });
    const heard: string[] = [];
    menu.addEventListener('keydown', (event) => heard.push(`keydown ${event.key}`));
    menu.addEventListener('click', () => heard.push('click'));
    held.release();
    expect(heard).toEqual(['keydown Enter', 'click']);
  });

  it('does not send a form without the app, and sends it through the app once it runs', () => {
    held = holdInteractions(() => undefined);
    const { form, send } = renderPage();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    expect(click(send).defaultPrevented).toBe(true);
    form.addEventListener('submit', submitted);
    held.release();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('tells the app what was typed before it ran', () => {
    held = holdInteractions(() => undefined);
    const { field } = renderPage();
    field.value = 'Ana';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const typed: string[] = [];
    field.addEventListener('input', () => typed.push(field.value));
    held.release();
    expect(typed).toEqual(['Ana']);
  });

  it('leaves links to the browser: they work without the app', () => {
    held = holdInteractions(() => undefined);
    const { link } = renderPage();
    expect(click(link).defaultPrevented).toBe(false);
  });

  it('holds nothing once released', () => {
    held = holdInteractions(() => undefined);
    const { menu } = renderPage();
    held.release();
    expect(click(menu).defaultPrevented).toBe(false);
  });

  it('sends a held form as the browser alone would when the app cannot start', () => {
    held = holdInteractions(() => undefined);
    const { send } = renderPage();
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    click(send);
    held.abandon();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
