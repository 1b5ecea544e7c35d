import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BlogCard } from '../components/blog-card';
import { BLOG_POSTS } from '../components/blog-posts';
import { PageHeader } from '../components/page-header';

export default function BlogRoute() {
  const [hasAskedForMore, setAskedForMore] = useState(false);
  return (
    <>
      <PageHeader eyebrow="Blog" title="Ideas for better events">
        <p>Practical guides for organizers: pricing, promotion, event-day operations and accessibility.</p>
      </PageHeader>
      <div className="container-page py-12 sm:py-16">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <BlogCard key={post.title} post={post} headingLevel={2} />
          ))}
        </div>
        <div className="mt-12 flex flex-col items-center gap-3">
          <Button
            variant="outline"
            size="lg"
            onClick={() => setAskedForMore(true)}
            disabled={hasAskedForMore}
          >
            LOAD MORE
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {hasAskedForMore ? 'You have reached the end. New posts are on their way.' : ''}
          </p>
        </div>
      </div>
    </>
  );
}
