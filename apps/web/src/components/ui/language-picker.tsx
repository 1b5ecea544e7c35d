import { useId } from 'react';
import { cn } from '@/lib/cn';
import { chooseAppLanguage, currentLanguage, useT } from '@/lib/i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n/languages';

/**
 * Issue 19: the language picker of the top bar and the footer. Each language is named in itself
 * ('English', 'Kiswahili', 'Français'); the choice is remembered (lib/i18n/i18n.ts).
 */
export function LanguagePicker({ isDark = false, className }: { isDark?: boolean; className?: string }) {
  const t = useT();
  const language = currentLanguage();
  const id = useId();
  return (
    <div className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseAppLanguage(event.target.value);
        }}
        className={cn(
          'min-h-11 rounded-full border px-3 text-sm font-semibold',
          isDark
            ? 'border-slate-700 bg-slate-900 text-slate-100 hover:border-slate-500'
            : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
        )}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
