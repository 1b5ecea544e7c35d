import { formatLongDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { BlogPost } from './blog-posts';

export function BlogCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200">
      <div
        className={`flex aspect-[2/1] items-end bg-gradient-to-br p-4 ${post.gradient}`}
        aria-hidden="true"
      >
        <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-slate-900">
          {post.topic}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium text-slate-600">
          <time dateTime={post.date}>{formatLongDate(`${post.date}T12:00:00Z`, { timeZone: 'UTC' })}</time>
          {' · '}
          {t('blog.readMinutes', { minutes: post.readMinutes })}
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold text-slate-950">{post.title}</Heading>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
      </div>
    </article>
  );
}
