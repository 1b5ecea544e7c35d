import { useCatalog } from '@/lib/i18n/i18n';
import { descriptionParagraphs } from '../lib/event-path';

/** The full description as plain text: blank lines start a new paragraph, nothing is parsed as HTML. */
export function EventDescription({ text }: { text: string }) {
  const t = useCatalog('events');
  const paragraphs = descriptionParagraphs(text);
  if (paragraphs.length === 0) return <p className="text-slate-600">{t('event.noDescription')}</p>;
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-800">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in document order
        <p key={index} className="break-words whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
