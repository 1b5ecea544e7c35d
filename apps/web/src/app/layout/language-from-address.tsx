import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { chooseAppLanguage } from '@/lib/i18n/i18n';
import { isLanguage, LANGUAGE_PARAM } from '@/lib/i18n/languages';

/** `?lang=sw|fr|en` on any address chooses the language, and the choice is remembered (issue 19). */
export function LanguageFromAddress() {
  const [params] = useSearchParams();
  const requested = params.get(LANGUAGE_PARAM);
  useEffect(() => {
    if (isLanguage(requested)) void chooseAppLanguage(requested);
  }, [requested]);
  return null;
}
