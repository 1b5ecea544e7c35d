import { timeZoneNames } from '@tiketi/contract/time-zones';
import { useId, useMemo } from 'react';
import { TextField } from '@/components/ui/text-field';

interface TimeZoneFieldProps {
  label?: string;
  value: string;
  onChange: (zone: string) => void;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  containerClassName?: string;
}

/**
 * Issue 16: an IANA zone ('Africa/Nairobi'), typed with the runtime's zone names offered as
 * suggestions (a native datalist: searchable as one types, keyboard and screen-reader friendly, and
 * no script to ship). What is typed is checked where the form is sent.
 */
export function TimeZoneField({ label = 'Time zone', value, onChange, ...rest }: TimeZoneFieldProps) {
  const listId = useId();
  const names = useMemo(() => timeZoneNames(), []);
  return (
    <>
      <TextField
        label={label}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
