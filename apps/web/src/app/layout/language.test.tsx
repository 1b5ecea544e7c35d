import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage } from '@/lib/i18n/i18n';
import { renderRoute } from '@/testing/render-route';

// Issue 19: the picker in the top bar and the footer, ?lang=, and the browser's default.
const topBar = () => within(screen.getAllByRole('banner')[0] as HTMLElement);
const footer = () => within(screen.getByRole('contentinfo'));

describe('choosing a language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('offers English, Kiswahili and Français in the top bar and the footer', async () => {
    renderRoute('/about-us');
    for (const place of [topBar(), footer()]) {
      const picker = place.getByRole('combobox', { name: 'Language' });
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['English', 'Kiswahili', 'Français']);
      expect(picker).toHaveValue('en');
    }
    expect(topBar().getAllByRole('link', { name: 'About Us' }).length).toBeGreaterThan(0);
  });

  it('switches the screens to Kiswahili from the top bar and remembers the choice', async () => {
    const { user } = renderRoute('/about-us');
    await user.selectOptions(topBar().getByRole('combobox', { name: 'Language' }), 'sw');
    expect((await topBar().findAllByRole('link', { name: 'Kuhusu Sisi' })).length).toBeGreaterThan(0);
    expect(footer().getByRole('heading', { name: 'Viungo vya haraka' })).toBeInTheDocument();
    expect(footer().getByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(window.localStorage.getItem('tiketi.lang')).toBe('sw');
    expect(document.cookie).toContain('tiketi_lang=sw');
  });

  it('switches to French from the footer', async () => {
    const { user } = renderRoute('/about-us');
    await user.selectOptions(footer().getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await footer().findByRole('heading', { name: 'Liens rapides' })).toBeInTheDocument();
    expect(topBar().getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('tiketi.lang')).toBe('fr');
  });

  it('takes ?lang=sw from the address, and remembers it', async () => {
    renderRoute('/about-us?lang=sw');
    expect(await topBar().findByRole('link', { name: 'Ingia' })).toBeInTheDocument();
    expect(window.localStorage.getItem('tiketi.lang')).toBe('sw');
  });

  it('ignores a ?lang= it does not speak', async () => {
    renderRoute('/about-us?lang=de');
    expect(topBar().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('tiketi.lang')).toBeNull();
  });
});

describe('the first language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("follows the browser's languages on a first visit", () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr-CA', 'en']);
    expect(initialLanguage()).toBe('fr');
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['sw-KE']);
    expect(initialLanguage()).toBe('sw');
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(initialLanguage()).toBe('en');
  });

  it('prefers a remembered choice to the browser, and ?lang= to both', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    window.localStorage.setItem('tiketi.lang', 'sw');
    expect(initialLanguage()).toBe('sw');
    window.history.replaceState(null, '', '/?lang=en');
    expect(initialLanguage()).toBe('en');
    await waitFor(() => expect(window.localStorage.getItem('tiketi.lang')).toBe('en'));
  });
});
