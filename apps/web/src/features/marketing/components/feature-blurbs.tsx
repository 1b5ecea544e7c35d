import type { ReactNode } from 'react';
import { ChartIcon, PhoneIcon, ShieldIcon, SparkIcon } from '@/components/ui/icons';

const BLURBS: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Publish in minutes',
    text: 'Add a title, date, venue and picture, set up your ticket types and go live. No setup fees and no sales call.',
    icon: <SparkIcon className="size-6" />,
  },
  {
    title: 'Secure card payments',
    text: 'Buyers pay by card through a certified payment provider. Card numbers never touch our servers.',
    icon: <ShieldIcon className="size-6" />,
  },
  {
    title: 'E-tickets on every phone',
    text: 'Each buyer gets an e-ticket with a QR code to download or show at the door. Guests can book without an account.',
    icon: <PhoneIcon className="size-6" />,
  },
  {
    title: 'Know your numbers',
    text: 'See tickets sold, sales and upcoming events at a glance, and bring your team in to help run the day.',
    icon: <ChartIcon className="size-6" />,
  },
];

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-title" className="border-b border-slate-200 bg-white py-16 sm:py-20">
      <div className="container-page">
        <h2 id="features-title" className="max-w-2xl text-3xl font-extrabold tracking-tight text-slate-950">
          Everything you need to run a great event
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {BLURBS.map((blurb) => (
            <li key={blurb.title}>
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                {blurb.icon}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-950">{blurb.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{blurb.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
