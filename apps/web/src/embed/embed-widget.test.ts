// @vitest-environment jsdom
import { EMBED_HEIGHT_MESSAGE } from '@tiketi/contract/embed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountAll } from './embed-widget';

// Issue 19: the widget script on an organizer's site: one frame per placeholder, options checked,
// and heights taken only from the platform's own frame.

const PLATFORM = 'https://tickets.example.com';

function placeholder(attributes: Record<string, string>) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const frameIn = (element: HTMLElement) => element.querySelector('iframe');

function sendHeight(source: Window | null, origin: string, height: unknown) {
  window.dispatchEvent(
    new MessageEvent('message', { data: { type: EMBED_HEIGHT_MESSAGE, height }, origin, source }),
  );
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the widget script on an organizer site', () => {
  it('puts a titled frame of the event page in each placeholder, with the options it was given', () => {
    const plain = placeholder({ 'data-tiketi-event': '12' });
    const styled = placeholder({ 'data-tiketi-event': '34', 'data-theme': 'dark', 'data-accent': '#FF6600' });
    mountAll(PLATFORM);
    expect(frameIn(plain)?.src).toBe(`${PLATFORM}/embed/event/12`);
    expect(frameIn(plain)?.title).toBe('Tickets for event 12');
    expect(frameIn(styled)?.src).toBe(`${PLATFORM}/embed/event/34?theme=dark&accent=%23ff6600`);
    // A second run (the script included twice) adds no second frame.
    mountAll(PLATFORM);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
  });

  it('leaves out options that are not valid, and skips a placeholder without an event id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = placeholder({ 'data-tiketi-event': '7', 'data-theme': 'blue', 'data-accent': 'red;x:y' });
    const broken = placeholder({ 'data-tiketi-event': 'seven' });
    mountAll(PLATFORM);
    expect(frameIn(odd)?.src).toBe(`${PLATFORM}/embed/event/7`);
    expect(frameIn(broken)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("sizes a frame only from its own frame's messages on the platform's origin", () => {
    const first = placeholder({ 'data-tiketi-event': '1' });
    const second = placeholder({ 'data-tiketi-event': '2' });
    mountAll(PLATFORM);
    const frame = frameIn(first);
    const other = frameIn(second);
    const before = other?.style.height;

    sendHeight(frame?.contentWindow ?? null, PLATFORM, 512.4);
    expect(frame?.style.height).toBe('513px');
    expect(other?.style.height).toBe(before);

    // Another site, or a message that is not a height, changes nothing.
    sendHeight(frame?.contentWindow ?? null, 'https://evil.example', 90);
    sendHeight(frame?.contentWindow ?? null, PLATFORM, 'tall');
    expect(frame?.style.height).toBe('513px');
    // No message makes a frame taller than the cap.
    sendHeight(frame?.contentWindow ?? null, PLATFORM, 1e9);
    expect(frame?.style.height).toBe('20000px');
  });
});
