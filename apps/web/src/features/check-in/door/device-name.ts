import { DEVICE_NAME_MAX } from '@tiketi/contract/door';

/** This device's name at the door ('North gate'): asked once, kept in this browser. */
const KEY = 'tiketi.door-device';

export function readDeviceName(): string | null {
  try {
    const value = window.localStorage.getItem(KEY)?.trim();
    return value && value.length <= DEVICE_NAME_MAX ? value : null;
  } catch {
    return null;
  }
}

export function saveDeviceName(name: string) {
  window.localStorage.setItem(KEY, name.trim());
}
