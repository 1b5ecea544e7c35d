import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { BlogCard } from './blog-card';
import { BLOG_POSTS } from './blog-posts';

export function BlogTeaser() {
  const t = useT();
  return (
    <section
      aria-labelledby="latest-news-title"
      className="border-t border-slate-200 bg-white py-16 sm:py-20"
    >
      <div className="container-page">
        <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
          <div>
            <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{t('blog.eyebrow')}</p>
            <h2 id="latest-news-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-950">
              {t('blog.latest')}
            </h2>
          </div>
          <ButtonLink to={paths.blog} variant="outline">
            {t('blog.goToBlogs')}
          </ButtonLink>
        </div>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.slice(0, 3).map((post) => (
            <BlogCard key={post.title} post={post} />
          ))}
        </div>
      </div>
    </section>
  );
}
