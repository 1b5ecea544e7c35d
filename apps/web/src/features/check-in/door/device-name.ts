import { DEVICE_NAME_MAX } from '@tiketi/contract/door';
import { useState } from 'react';

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

/** The device name and its setter, which also keeps it for next time. */
export function useDeviceName() {
  const [device, setDevice] = useState(readDeviceName);
  function nameDevice(name: string) {
    saveDeviceName(name);
    setDevice(name.trim());
  }
  return [device, nameDevice] as const;
}
