import { UpcomingEvents } from '@/features/events/components/upcoming-events';
import { BlogTeaser } from '@/features/marketing/components/blog-teaser';
import { FeatureBlurbs } from '@/features/marketing/components/feature-blurbs';
import { Hero } from '@/features/marketing/components/hero';
import { MakeYourOwnEvent } from '@/features/marketing/components/make-your-own-event';
import { Testimonial } from '@/features/marketing/components/testimonial';
import { useCategories } from '@/lib/catalog/get-categories';
import { useOrganizers } from '@/lib/catalog/get-organizers';
import { useT } from '@/lib/i18n/i18n';

/** Route home (spec 2.3). Not lazy: it is the first page most people see. */
export function HomeRoute() {
  const t = useT();
  // Spec 7: a failed category or organizer list leaves its dropdown with All only.
  const categories = useCategories();
  const organizers = useOrganizers();
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const organizerOptions = (organizers.data ?? []).map((o) => ({
    value: String(o.id),
    label: o.display_name,
  }));

  return (
    <>
      <title>{t('home.title')}</title>
      <Hero />
      <FeatureBlurbs />
      <UpcomingEvents categories={categoryOptions} organizers={organizerOptions} />
      <MakeYourOwnEvent />
      <Testimonial />
      <BlogTeaser />
    </>
  );
}
