/** A form's check: its payload once valid, else the one message to show. */
export type FormCheck<T> = { isValid: true; data: T } | { isValid: false; message: string };
