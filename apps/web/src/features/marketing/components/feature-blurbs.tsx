import type { ReactNode } from 'react';
import { ChartIcon, PhoneIcon, ShieldIcon, SparkIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';

const BLURBS: ReadonlyArray<{ key: 'publish' | 'payments' | 'tickets' | 'numbers'; icon: ReactNode }> = [
  {
    key: 'publish',
    icon: <SparkIcon className="size-6" />,
  },
  {
    key: 'payments',
    icon: <ShieldIcon className="size-6" />,
  },
  {
    key: 'tickets',
    icon: <PhoneIcon className="size-6" />,
  },
  {
    key: 'numbers',
    icon: <ChartIcon className="size-6" />,
  },
];

export function FeatureBlurbs() {
  const t = useT();
  return (
    <section aria-labelledby="features-title" className="border-b border-slate-200 bg-white py-16 sm:py-20">
      <div className="container-page">
        <h2 id="features-title" className="max-w-2xl text-3xl font-extrabold tracking-tight text-slate-950">
          {t('features.title')}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {BLURBS.map((blurb) => (
            <li key={blurb.key}>
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                {blurb.icon}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-950">{t(`features.${blurb.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`features.${blurb.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
