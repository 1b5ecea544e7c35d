import { useT } from '@/lib/i18n/i18n';

export function Testimonial() {
  const t = useT();
  return (
    <section aria-labelledby="testimonial-title" className="py-16 sm:py-20">
      <div className="container-page">
        <h2 id="testimonial-title" className="sr-only">
          {t('testimonial.title')}
        </h2>
        <figure className="mx-auto max-w-3xl text-center">
          <svg
            className="mx-auto size-10 text-brand-300"
            viewBox="0 0 32 32"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M10 8C5.6 8 3 11.4 3 16v8h9v-9H7c0-3 1.3-4.6 3-5zm16 0c-4.4 0-7 3.4-7 8v8h9v-9h-5c0-3 1.3-4.6 3-5z" />
          </svg>
          <blockquote className="mt-6 text-xl leading-relaxed font-medium text-slate-900 sm:text-2xl">
            <p>{t('testimonial.quote')}</p>
          </blockquote>
          <figcaption className="mt-6 text-sm">
            {/* i18n-ignore: a person's name */}
            <span className="font-bold text-slate-950">Wanjiru K.</span>
            <span className="text-slate-600"> · {t('testimonial.role')}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
