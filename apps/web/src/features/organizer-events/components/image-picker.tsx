import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EventImage } from '@/components/ui/event-image';
import { FieldShell, fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { IMAGE_GUIDANCE, IMAGE_TYPES } from '../lib/image-file';

interface ImagePickerProps {
  eventId: number;
  title: string;
  /** The event's stored image, when it has one: shown with a Change button. */
  current: { image: string | null; srcSet: string | null } | null;
  file: File | null;
  /** Resolves false to refuse the file (not a JPEG or PNG, or too large): the input is cleared. */
  onFileChange: (file: File | null) => Promise<boolean>;
  /** Change was pressed (or there is no current image): the file input shows. */
  isChanging: boolean;
  onChangingChange: (isChanging: boolean) => void;
  /** Spec 5: required when creating, and when replacing the current image. */
  isRequired: boolean;
}

const SIZES = '(min-width: 1024px) 640px, 100vw';

/** The preview of a chosen file, with its object URL released when it is no longer shown. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Spec 2.11 step 2 image: the current image with Change, or a file input with guidance and a preview. */
export function ImagePicker({
  eventId,
  title,
  current,
  file,
  onFileChange,
  isChanging,
  onChangingChange,
  isRequired,
}: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  const showInput = !current || isChanging;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!(await onFileChange(input.files?.[0] ?? null))) input.value = '';
  };

  const startChange = () => {
    onChangingChange(true);
    // The input appears on this render; focus it next.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const keepCurrent = () => {
    void onFileChange(null);
    onChangingChange(false);
  };

  return (
    <div className="space-y-4">
      {current && !isChanging && (
        <div>
          <p className="text-sm font-semibold text-slate-800">Main event image</p>
          <div className="mt-1.5 max-w-2xl overflow-hidden rounded-2xl ring-1 ring-slate-200">
            {current.image ? (
              <EventImage
                eventId={eventId}
                title={title}
                image={current.image}
                srcSet={current.srcSet}
                sizes={SIZES}
                alt="Current event artwork"
              />
            ) : (
              <p className="bg-slate-50 px-4 py-6 text-sm text-slate-700">Your image is uploaded.</p>
            )}
          </div>
          <Button variant="outline" size="sm" className="mt-3" onClick={startChange}>
            Change
          </Button>
        </div>
      )}
      {showInput && (
        <FieldShell
          id={id}
          label="Main event image"
          hint={`Image: ${IMAGE_GUIDANCE}.`}
          isRequired={isRequired}
        >
          <input
            ref={inputRef}
            id={id}
            name="file"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            required={isRequired}
            aria-describedby={`${id}-hint`}
            onChange={choose}
            className={cn(
              fieldClasses,
              'cursor-pointer py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
            )}
          />
        </FieldShell>
      )}
      {showInput && preview && (
        <div className="max-w-2xl overflow-hidden rounded-2xl ring-1 ring-slate-200">
          <img src={preview} alt="Preview of the chosen file" className="aspect-[2/1] w-full object-cover" />
        </div>
      )}
      {current && isChanging && (
        <Button variant="ghost" size="sm" onClick={keepCurrent}>
          Keep the current image
        </Button>
      )}
    </div>
  );
}
