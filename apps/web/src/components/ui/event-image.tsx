import { cn } from '@/lib/cn';

const GRADIENTS = [
  'from-brand-700 via-brand-500 to-accent-400',
  'from-fuchsia-700 via-rose-500 to-amber-400',
  'from-teal-700 via-cyan-600 to-sky-400',
  'from-slate-800 via-brand-800 to-fuchsia-600',
  'from-emerald-700 via-teal-500 to-lime-300',
  'from-orange-600 via-rose-600 to-brand-700',
];

interface EventImageProps {
  /** Used to pick a stable fallback gradient. */
  eventId: number;
  title: string;
  image: string | null;
  srcSet: string | null;
  /** Which slot width the image fills, for the browser to choose from srcSet. */
  sizes: string;
  /** Empty for cards, where the title is right beside the image. */
  alt: string;
  /** Above-the-fold images load eagerly with high priority; the rest are lazy. */
  isPriority?: boolean;
  className?: string;
}

/**
 * An event picture at a 2:1 aspect ratio (the upload guidance is 2160 x 1080), responsive through
 * srcset so a phone never fetches the largest file, and a calm gradient when there is no image.
 */
export function EventImage({
  eventId,
  title,
  image,
  srcSet,
  sizes,
  alt,
  isPriority = false,
  className,
}: EventImageProps) {
  const frame = cn('relative aspect-[2/1] w-full overflow-hidden bg-slate-200', className);
  if (!image) {
    const gradient = GRADIENTS[Math.abs(eventId) % GRADIENTS.length];
    return (
      <div
        className={cn(frame, 'bg-gradient-to-br', gradient)}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg className="absolute inset-0 size-full opacity-20" aria-hidden="true">
          <defs>
            <pattern id={`dots-${eventId}`} width="18" height="18" patternUnits="userSpaceOnUse">
              <circle cx="2" cy="2" r="1.5" fill="white" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill={`url(#dots-${eventId})`} />
        </svg>
        <span
          className="absolute right-4 bottom-2 text-6xl font-black text-white/30 select-none"
          aria-hidden="true"
        >
          {title.trim().charAt(0).toUpperCase()}
        </span>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        src={image}
        srcSet={srcSet ?? undefined}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={960}
        height={480}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
