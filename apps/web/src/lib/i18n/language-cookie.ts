import { locales, type Locale } from '@pathways/content';
import { cookieValue, LANGUAGE_COOKIE } from '@/config/cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function rememberedLanguage(cookies: string = document.cookie): Locale | undefined {
  const value = cookieValue(cookies, LANGUAGE_COOKIE);
  return locales.find((locale) => locale === value);
}

/** The language the browser asks for first (Accept-Language), if the site has it. */
export function browserLanguage(
  languages: readonly string[] = navigator.languages,
): Locale | undefined {
  const first = languages[0]?.toLowerCase().split('-')[0];
  return locales.find((locale) => locale === first);
}
